/**
 * The 宜/忌 activities (LunarUtil.YI_JI, 142 items, also the hour 宜忌) in every locale beyond `en`
 * (`./glossary` ACTIVITY_EN) and `zh` (the library's own Simplified term). Keyed by the library's term,
 * whose stable code is `./activity-codes`; a missing or extra key is a compile error.
 *
 * Sources and choices, per locale (docs/glossary.md shows them beside each term):
 * - zh-TW: the terms as Taiwan's 農民曆 print them, in the 《教育部重編國語辭典》 standard forms
 *   (安床, 啟鑽, 醞釀, 上梁, 針灸, 祀灶, 餘事勿取), written out by hand and compared with OpenCC's
 *   `tw` conversion (same result on every item: none of them is a domain term OpenCC gets wrong).
 * - zh-HK: the zh-TW table with Hong Kong's forms where the 通勝 and the Hong Kong character list
 *   (《常用字字形表》) differ: 安牀, 啓鑽, 醖釀, and 樑 for a beam (上樑, 作樑, 伐木做樑).
 * - ja: the words of a Japanese 暦 (暦注: 婚礼, 結納, 入籍, 移転, 開店, 上棟, 地鎮, 着工, 納棺,
 *   施餓鬼, 開眼供養 …) where Japanese practice has the same act; otherwise a plain Japanese noun
 *   phrase for the act (shinjitai, no Chinese-only compounds).
 * - ko: the Sino-Korean words 택일 (擇日) books and 책력 use where they are current Korean (제사,
 *   상량, 동토, 입주, 이사, 개업, 안장, 입관, 성복, 탈상, 근친, 조왕), otherwise a plain Korean
 *   phrase for the act (e.g. 사주단자 보내기 for 问名, the same step of a Korean betrothal).
 * - vi: the Sino-Vietnamese terms of the lịch vạn niên (Cúng tế, Cầu phúc, Cưới hỏi, Động thổ,
 *   Khai trương, Xuất hành, Nhập trạch, An táng, Thượng lương, Nhập liệm …), otherwise a plain
 *   Vietnamese phrase.
 *
 * Every locale gives each code its own name (test/core/almanac/locale-glossary.test.ts), except the
 * aliases listed in `ACTIVITY_ALIASES`.
 */
import type { ACTIVITY_EN } from './glossary'

export type ActivityKey = keyof typeof ACTIVITY_EN
/** A term in the locales that need a table: Taiwan's Traditional, Japanese, Korean, Vietnamese. */
export type Row = readonly [zhTW: string, ja: string, ko: string, vi: string]

export const ACTIVITY_ROWS: Readonly<Record<ActivityKey, Row>> = {
  祭祀: ['祭祀', '祭祀', '제사', 'Cúng tế'],
  祈福: ['祈福', '祈願', '기복', 'Cầu phúc'],
  求嗣: ['求嗣', '子授け祈願', '자손 기원', 'Cầu tự'],
  开光: ['開光', '開眼供養', '점안', 'Khai quang'],
  塑绘: ['塑繪', '神仏像の造像・彩色', '신상 조성', 'Đắp vẽ tượng thờ'],
  齐醮: ['齊醮', '祭壇の設営', '제단 설치', 'Lập đàn tiếu'],
  斋醮: ['齋醮', '道教の斎醮', '재초', 'Trai tiếu'],
  沐浴: ['沐浴', '沐浴', '목욕', 'Mộc dục'],
  酬神: ['酬神', 'お礼参り', '사은 제사', 'Tạ thần'],
  造庙: ['造廟', '社寺の建立', '사당 건립', 'Xây đền miếu'],
  祀灶: ['祀灶', 'かまど神の祭り', '조왕 제사', 'Cúng Táo quân'],
  焚香: ['焚香', '焚香', '분향', 'Thắp hương'],
  谢土: ['謝土', '土地神へのお礼', '사토', 'Tạ thổ'],
  出火: ['出火', '神棚の遷座', '신단 옮기기', 'Xuất hỏa'],
  雕刻: ['雕刻', '彫刻', '조각', 'Điêu khắc'],
  嫁娶: ['嫁娶', '婚礼', '결혼', 'Cưới hỏi'],
  订婚: ['訂婚', '婚約', '약혼', 'Đính hôn'],
  纳采: ['納采', '結納', '납채', 'Nạp thái'],
  问名: ['問名', '縁談の名乗り', '사주단자 보내기', 'Vấn danh'],
  纳婿: ['納婿', '婿入り', '데릴사위 들이기', 'Nạp tế'],
  归宁: ['歸寧', '里帰り', '근친', 'Quy ninh'],
  安床: ['安床', '寝床の据え付け', '침상 안치', 'An sàng'],
  合帐: ['合帳', '帳の掛け初め', '휘장 달기', 'Treo màn'],
  冠笄: ['冠笄', '成人の儀', '관례', 'Lễ trưởng thành'],
  订盟: ['訂盟', '盟約', '맹약', 'Đính minh'],
  进人口: ['進人口', '入籍', '식구 들이기', 'Nhận người vào nhà'],
  裁衣: ['裁衣', '衣服の裁断', '마름질', 'Cắt may'],
  挽面: ['挽面', '顔の産毛取り', '솜털 정리', 'Se mặt'],
  开容: ['開容', '花嫁の身支度', '신부 단장', 'Trang điểm cô dâu'],
  修坟: ['修墳', '墓の修理', '묘 수리', 'Tu sửa mộ'],
  启钻: ['啟鑽', '改葬の墓開き', '파묘', 'Khải toản'],
  破土: ['破土', '墓所の掘り初め', '파토', 'Phá thổ'],
  安葬: ['安葬', '埋葬', '안장', 'An táng'],
  立碑: ['立碑', '墓碑の建立', '비석 세우기', 'Lập bia'],
  成服: ['成服', '喪服の着用', '성복', 'Thành phục'],
  除服: ['除服', '喪明け', '탈상', 'Trừ phục'],
  开生坟: ['開生墳', '寿陵の造営', '가묘 조성', 'Xây sinh phần'],
  合寿木: ['合壽木', '棺の生前準備', '관 미리 짜기', 'Đóng thọ mộc'],
  入殓: ['入殮', '納棺', '입관', 'Nhập liệm'],
  移柩: ['移柩', '棺の移送', '관 옮기기', 'Di quan'],
  普渡: ['普渡', '施餓鬼', '천도재', 'Phổ độ'],
  入宅: ['入宅', '入居', '입주', 'Nhập trạch'],
  安香: ['安香', '神棚・仏壇の安置', '신위 봉안', 'An hương'],
  安门: ['安門', '門扉の取り付け', '대문 달기', 'Lắp cửa'],
  修造: ['修造', '建築・修繕', '건축·수리', 'Tu tạo'],
  起基: ['起基', '基礎工事', '기초 공사', 'Khởi công xây móng'],
  动土: ['動土', '地鎮・着工', '동토', 'Động thổ'],
  上梁: ['上梁', '上棟', '상량', 'Thượng lương'],
  竖柱: ['豎柱', '立柱', '기둥 세우기', 'Dựng cột'],
  开井开池: ['開井開池', '井戸・池掘り', '우물·연못 파기', 'Đào giếng đào ao'],
  作陂放水: ['作陂放水', '堰造りと放水', '보 막고 물꼬 트기', 'Đắp đập tháo nước'],
  拆卸: ['拆卸', '解体', '해체', 'Tháo dỡ'],
  破屋: ['破屋', '家屋の取り壊し', '집 허물기', 'Phá nhà'],
  坏垣: ['壞垣', '塀の取り壊し', '담 허물기', 'Phá tường'],
  补垣: ['補垣', '塀の修理', '담 보수', 'Sửa tường'],
  伐木做梁: ['伐木做梁', '伐採・梁材作り', '벌목·들보 만들기', 'Chặt gỗ làm xà'],
  作灶: ['作灶', 'かまど造り', '부뚜막 만들기', 'Làm bếp'],
  解除: ['解除', '厄払い', '액막이', 'Giải trừ'],
  开柱眼: ['開柱眼', '柱のほぞ穴開け', '기둥 구멍 뚫기', 'Đục lỗ cột'],
  穿屏扇架: ['穿屏扇架', '建具の取り付け', '병풍·문틀 설치', 'Lắp bình phong khung cửa'],
  盖屋合脊: ['蓋屋合脊', '屋根葺き・棟納め', '지붕 잇고 용마루 얹기', 'Lợp mái gác nóc'],
  开厕: ['開廁', '便所の掘削', '뒷간 파기', 'Đào hố xí'],
  造仓: ['造倉', '穀物倉の建築', '곡식 창고 짓기', 'Làm kho lúa'],
  塞穴: ['塞穴', '穴ふさぎ', '구멍 막기', 'Lấp hang lỗ'],
  平治道涂: ['平治道塗', '道普請', '길 닦기', 'Sửa đường'],
  造桥: ['造橋', '架橋', '다리 놓기', 'Làm cầu'],
  作厕: ['作廁', '便所の建築', '뒷간 짓기', 'Làm nhà xí'],
  筑堤: ['築堤', '築堤', '제방 쌓기', 'Đắp đê'],
  开池: ['開池', '池掘り', '연못 파기', 'Đào ao'],
  伐木: ['伐木', '伐採', '벌목', 'Chặt cây'],
  开渠: ['開渠', '水路掘り', '도랑 파기', 'Đào kênh mương'],
  掘井: ['掘井', '井戸掘り', '우물 파기', 'Đào giếng'],
  扫舍: ['掃舍', '大掃除', '대청소', 'Quét dọn nhà'],
  放水: ['放水', '放水', '물꼬 트기', 'Tháo nước'],
  造屋: ['造屋', '家屋の新築', '집 짓기', 'Làm nhà'],
  合脊: ['合脊', '棟納め', '용마루 얹기', 'Gác nóc'],
  造畜稠: ['造畜稠', '家畜小屋の建築', '가축우리 짓기', 'Làm chuồng gia súc'],
  修门: ['修門', '門の修理', '문 수리', 'Sửa cửa'],
  定磉: ['定磉', '礎石据え', '주춧돌 놓기', 'Đặt chân tảng'],
  作梁: ['作梁', '梁作り', '들보 만들기', 'Làm xà nhà'],
  修饰垣墙: ['修飾垣牆', '壁・塀の装飾', '담장 꾸미기', 'Trang trí tường'],
  架马: ['架馬', '木工の馬組み', '목공 작업대 설치', 'Dựng giá mộc'],
  开市: ['開市', '開店', '개업', 'Khai trương'],
  挂匾: ['掛匾', '看板掛け', '현판 걸기', 'Treo biển hiệu'],
  纳财: ['納財', '入金', '재물 들이기', 'Nạp tài'],
  求财: ['求財', '財を求める', '재물 구하기', 'Cầu tài'],
  开仓: ['開倉', '倉開き', '창고 열기', 'Mở kho'],
  买车: ['買車', '車の購入', '차량 구입', 'Mua xe'],
  置产: ['置產', '不動産の購入', '부동산 구입', 'Tậu nhà đất'],
  雇佣: ['僱傭', '雇用', '고용', 'Thuê người làm'],
  出货财: ['出貨財', '出金・出荷', '재물 내보내기', 'Xuất hàng xuất tiền'],
  安机械: ['安機械', '機械の据え付け', '기계 설치', 'Lắp đặt máy móc'],
  造车器: ['造車器', '車・農具作り', '수레·농기구 만들기', 'Đóng xe và nông cụ'],
  经络: ['經絡', '機の経糸張り', '베틀 날실 걸기', 'Mắc sợi dệt'],
  酝酿: ['醞釀', '醸造', '술 담그기', 'Ủ rượu'],
  作染: ['作染', '染色', '염색', 'Nhuộm vải'],
  鼓铸: ['鼓鑄', '鋳造', '주조', 'Đúc kim loại'],
  造船: ['造船', '造船', '배 만들기', 'Đóng thuyền'],
  割蜜: ['割蜜', '採蜜', '꿀 따기', 'Lấy mật ong'],
  栽种: ['栽種', '植え付け', '씨 뿌리고 심기', 'Trồng trọt'],
  取渔: ['取漁', '漁労', '고기잡이', 'Đánh cá'],
  结网: ['結網', '網作り', '그물 짜기', 'Đan lưới'],
  牧养: ['牧養', '牧畜', '목축', 'Chăn nuôi'],
  安碓磑: ['安碓磑', '臼・石臼の据え付け', '방아·맷돌 설치', 'Đặt cối giã cối xay'],
  习艺: ['習藝', '習い事', '기예 배우기', 'Học nghề'],
  入学: ['入學', '入学', '입학', 'Nhập học'],
  理发: ['理髮', '散髪', '이발', 'Cắt tóc'],
  探病: ['探病', '見舞い', '병문안', 'Thăm bệnh'],
  见贵: ['見貴', '貴人との面会', '귀인 만나기', 'Gặp quý nhân'],
  乘船: ['乘船', '乗船', '배 타기', 'Đi thuyền'],
  渡水: ['渡水', '渡河', '물 건너기', 'Qua sông'],
  针灸: ['針灸', '鍼灸', '침·뜸', 'Châm cứu'],
  出行: ['出行', '旅立ち', '출행', 'Xuất hành'],
  移徙: ['移徙', '移転', '이사', 'Chuyển nhà'],
  分居: ['分居', '分家', '분가', 'Ra ở riêng'],
  剃头: ['剃頭', '剃髪', '삭발', 'Cạo đầu'],
  整手足甲: ['整手足甲', '爪切り', '손발톱 깎기', 'Cắt móng tay chân'],
  纳畜: ['納畜', '家畜の購入', '가축 들이기', 'Mua gia súc'],
  捕捉: ['捕捉', '害獣の捕獲', '해로운 짐승 잡기', 'Bắt thú hại'],
  畋猎: ['畋獵', '狩猟', '사냥', 'Săn bắn'],
  教牛马: ['教牛馬', '牛馬の調教', '소·말 길들이기', 'Dạy trâu ngựa'],
  会亲友: ['會親友', '親戚・友人との会合', '친지·벗 만나기', 'Thăm họ hàng bạn bè'],
  赴任: ['赴任', '赴任', '부임', 'Nhậm chức'],
  求医: ['求醫', '受診', '진료 받기', 'Đi khám bệnh'],
  治病: ['治病', '治療', '치료', 'Chữa bệnh'],
  词讼: ['詞訟', '訴訟', '소송', 'Kiện tụng'],
  起基动土: ['起基動土', '基礎工事・着工', '기초 공사·동토', 'Xây móng động thổ'],
  破屋坏垣: ['破屋壞垣', '家屋・塀の取り壊し', '집·담 허물기', 'Phá nhà phá tường'],
  盖屋: ['蓋屋', '屋根葺き', '지붕 잇기', 'Lợp nhà'],
  造仓库: ['造倉庫', '倉庫の建築', '창고 짓기', 'Làm kho tàng'],
  立券交易: ['立券交易', '契約・取引', '계약·거래', 'Ký kết giao dịch'],
  交易: ['交易', '取引', '거래', 'Giao dịch'],
  立券: ['立券', '契約', '계약', 'Ký kết'],
  安机: ['安機', '織機の据え付け', '베틀 설치', 'Đặt khung cửi'],
  会友: ['會友', '友人との会合', '벗 만나기', 'Gặp bạn bè'],
  求医疗病: ['求醫療病', '受診・治療', '진료·치료', 'Cầu y chữa bệnh'],
  诸事不宜: ['諸事不宜', '万事に不向き', '모든 일에 마땅치 않음', 'Mọi việc không nên'],
  馀事勿取: ['餘事勿取', 'その他は控える', '그 밖의 일은 삼감', 'Việc khác chớ làm'],
  行丧: ['行喪', '葬列', '장례 행렬', 'Đưa tang'],
  断蚁: ['斷蟻', '蟻の巣ふさぎ', '개미굴 막기', 'Chặn tổ kiến'],
  归岫: ['歸岫', '帰郷', '귀향', 'Về quê'],
  无: ['無', 'なし', '없음', 'Không có'],
}

/** Hong Kong's forms where they differ from Taiwan's (see the module comment). */
export const ACTIVITY_HK: Readonly<Partial<Record<ActivityKey, string>>> = {
  安床: '安牀',
  启钻: '啓鑽',
  酝酿: '醖釀',
  上梁: '上樑',
  作梁: '作樑',
  伐木做梁: '伐木做樑',
}

/**
 * Codes whose names coincide in a locale, on purpose: none. (The library's near-duplicates, such as
 * 齐醮/斋醮, 开池/开井开池, 交易/立券交易, keep apart in every locale, as they do in English.)
 */
export const ACTIVITY_ALIASES: readonly (readonly [ActivityKey, ActivityKey])[] = []
