/**
 * The almanac's sentences and composed labels in every locale: the 彭祖百忌 lines, the 胎神 position
 * (composed from its objects and place), the clash (冲煞) line, the lunar date, the sources. Written
 * for each reader (ja/ko/vi by hand; zh-TW/zh-HK sentences from the Simplified ones through
 * `toTraditional`, once per locale on first use, never per request).
 *
 * 彭祖百忌: the 22 lines of 《彭祖百忌》 (LunarUtil.PENGZU_GAN/ZHI) rendered as a reader of each
 * tradition's almanac reads them ("甲日は倉を開かず", "갑일에는 창고를 열지 않는다", "Ngày Giáp không
 * mở kho"), each as one sentence: the taboo, then what follows from breaking it.
 */
import type { Row } from './activity-names'
import type { FETUS_OBJECT_EN, PENGZU_EN } from './glossary'

/** The locales a sentence table is written for by hand (zh-TW/zh-HK come from `toTraditional`). */
export type WrittenLocale = 'ja' | 'ko' | 'vi'

export const PENGZU_WRITTEN: Readonly<Record<keyof typeof PENGZU_EN, Readonly<Record<WrittenLocale, string>>>> = {
  甲不开仓财物耗散: {
    ja: '甲の日は倉を開かない。財物が散じる。',
    ko: '갑일에는 창고를 열지 않는다. 재물이 흩어진다.',
    vi: 'Ngày Giáp không mở kho, tiền của hao tán.',
  },
  乙不栽植千株不长: {
    ja: '乙の日は植え付けない。千株植えても育たない。',
    ko: '을일에는 심지 않는다. 천 그루를 심어도 자라지 않는다.',
    vi: 'Ngày Ất không trồng cây, nghìn gốc chẳng lên.',
  },
  丙不修灶必见灾殃: {
    ja: '丙の日はかまどを直さない。必ず災いに遭う。',
    ko: '병일에는 부뚜막을 고치지 않는다. 반드시 재앙을 만난다.',
    vi: 'Ngày Bính không sửa bếp, ắt gặp tai ương.',
  },
  丁不剃头头必生疮: {
    ja: '丁の日は剃髪しない。頭にできものができる。',
    ko: '정일에는 머리를 깎지 않는다. 머리에 부스럼이 난다.',
    vi: 'Ngày Đinh không cạo đầu, đầu ắt sinh nhọt.',
  },
  戊不受田田主不祥: {
    ja: '戊の日は田を譲り受けない。田の主に不吉。',
    ko: '무일에는 논밭을 받지 않는다. 땅 주인에게 상서롭지 않다.',
    vi: 'Ngày Mậu không nhận ruộng, chủ ruộng chẳng lành.',
  },
  己不破券二比并亡: {
    ja: '己の日は証文を破らない。双方ともに損なわれる。',
    ko: '기일에는 문서를 깨지 않는다. 양쪽이 함께 망한다.',
    vi: 'Ngày Kỷ không hủy khế ước, hai bên cùng thiệt.',
  },
  庚不经络织机虚张: {
    ja: '庚の日は機の経糸を張らない。機織りが無駄になる。',
    ko: '경일에는 베틀에 날실을 걸지 않는다. 베 짜기가 헛일이 된다.',
    vi: 'Ngày Canh không mắc sợi dệt, khung cửi uổng công.',
  },
  辛不合酱主人不尝: {
    ja: '辛の日は醤を仕込まない。主人が味わえない。',
    ko: '신일(辛)에는 장을 담그지 않는다. 주인이 맛보지 못한다.',
    vi: 'Ngày Tân không làm tương, chủ nhà chẳng được nếm.',
  },
  壬不泱水更难提防: {
    ja: '壬の日は水を引かない。防ぎきれなくなる。',
    ko: '임일에는 물을 터 놓지 않는다. 막기 어렵게 된다.',
    vi: 'Ngày Nhâm không tháo nước, khó bề ngăn giữ.',
  },
  癸不词讼理弱敌强: {
    ja: '癸の日は訴訟をしない。理は弱く相手は強い。',
    ko: '계일에는 소송하지 않는다. 이치는 약하고 상대는 강하다.',
    vi: 'Ngày Quý không kiện tụng, lý yếu địch mạnh.',
  },
  子不问卜自惹祸殃: {
    ja: '子の日は占いを問わない。自ら災いを招く。',
    ko: '자일에는 점을 치지 않는다. 스스로 화를 부른다.',
    vi: 'Ngày Tý không xem bói, tự chuốc tai ương.',
  },
  丑不冠带主不还乡: {
    ja: '丑の日は冠礼をしない。本人が故郷に帰れない。',
    ko: '축일에는 관례를 치르지 않는다. 당사자가 고향에 돌아오지 못한다.',
    vi: 'Ngày Sửu không làm lễ đội mũ, người ấy chẳng về quê.',
  },
  寅不祭祀神鬼不尝: {
    ja: '寅の日は祭祀をしない。神霊が受けない。',
    ko: '인일에는 제사하지 않는다. 신령이 흠향하지 않는다.',
    vi: 'Ngày Dần không cúng tế, thần linh chẳng hưởng.',
  },
  卯不穿井水泉不香: {
    ja: '卯の日は井戸を掘らない。水がうまくない。',
    ko: '묘일에는 우물을 파지 않는다. 물맛이 좋지 않다.',
    vi: 'Ngày Mão không đào giếng, nước giếng chẳng ngọt.',
  },
  辰不哭泣必主重丧: {
    ja: '辰の日は泣かない。重ねて喪に遭う。',
    ko: '진일에는 곡하지 않는다. 거듭 상을 당한다.',
    vi: 'Ngày Thìn không khóc lóc, ắt lại có tang.',
  },
  巳不远行财物伏藏: {
    ja: '巳の日は遠出しない。財物が隠れてしまう。',
    ko: '사일에는 멀리 가지 않는다. 재물이 숨어 버린다.',
    vi: 'Ngày Tỵ không đi xa, tiền của ẩn mất.',
  },
  午不苫盖屋主更张: {
    ja: '午の日は屋根を葺かない。家主が替わる。',
    ko: '오일에는 지붕을 이지 않는다. 집주인이 바뀐다.',
    vi: 'Ngày Ngọ không lợp nhà, chủ nhà phải đổi.',
  },
  未不服药毒气入肠: {
    ja: '未の日は薬を飲まない。毒気が腸に入る。',
    ko: '미일에는 약을 먹지 않는다. 독기가 장에 든다.',
    vi: 'Ngày Mùi không uống thuốc, độc khí vào ruột.',
  },
  申不安床鬼祟入房: {
    ja: '申の日は寝床を据えない。物の怪が部屋に入る。',
    ko: '신일(申)에는 침상을 들이지 않는다. 잡귀가 방에 든다.',
    vi: 'Ngày Thân không kê giường, ma quỷ vào phòng.',
  },
  酉不会客醉坐颠狂: {
    ja: '酉の日は客を招かない。酔って乱れる。',
    ko: '유일에는 손님을 맞지 않는다. 취해 난잡해진다.',
    vi: 'Ngày Dậu không đãi khách, say sưa náo loạn.',
  },
  戌不吃犬作怪上床: {
    ja: '戌の日は犬を食べない。怪異が寝床に現れる。',
    ko: '술일에는 개고기를 먹지 않는다. 괴이한 일이 잠자리에 든다.',
    vi: 'Ngày Tuất không ăn thịt chó, điều quái lạ lên giường.',
  },
  亥不嫁娶不利新郎: {
    ja: '亥の日は婚礼をしない。新郎に不利。',
    ko: '해일에는 혼인하지 않는다. 신랑에게 이롭지 않다.',
    vi: 'Ngày Hợi không cưới hỏi, bất lợi cho chú rể.',
  },
}

/**
 * 胎神's objects (the `./glossary` FETUS_OBJECT_EN tokens): `[zh-TW, ja, ko, vi]` and Hong Kong's
 * 牀 where the object is a bed.
 */
export const FETUS_OBJECT_ROWS: Readonly<Record<keyof typeof FETUS_OBJECT_EN, Row>> = {
  厨灶: ['廚灶', '台所のかまど', '부엌 아궁이', 'bếp núc'],
  仓库: ['倉庫', '倉庫', '창고', 'kho'],
  房床: ['房床', '寝室の寝床', '침실 침상', 'giường ngủ'],
  大门: ['大門', '正門', '대문', 'cổng chính'],
  碓磨: ['碓磨', '臼と石臼', '방아와 맷돌', 'cối giã cối xay'],
  门: ['門', '門', '문', 'cửa'],
  碓: ['碓', '臼', '방아', 'cối giã'],
  磨: ['磨', '石臼', '맷돌', 'cối xay'],
  厕: ['廁', '便所', '뒷간', 'nhà xí'],
  炉: ['爐', '炉', '화로', 'lò'],
  床: ['床', '寝床', '침상', 'giường'],
  栖: ['棲', '鶏のねぐら', '홰', 'chuồng gà'],
  房: ['房', '部屋', '방', 'buồng'],
  灶: ['灶', 'かまど', '아궁이', 'bếp'],
  户: ['戶', '戸口', '출입문', 'cửa ngõ'],
  窗: ['窗', '窓', '창문', 'cửa sổ'],
  堂: ['堂', '広間', '대청', 'nhà chính'],
  仓: ['倉', '穀物倉', '곳간', 'kho lúa'],
  厨: ['廚', '台所', '부엌', 'nhà bếp'],
}
export const FETUS_OBJECT_HK: Readonly<Partial<Record<keyof typeof FETUS_OBJECT_EN, string>>> = { 房床: '房牀', 床: '牀' }
