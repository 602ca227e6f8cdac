/**
 * The almanac's other terms in the locales beyond `en` (`./glossary`) and `zh` (the library's own
 * Simplified term): 吉神/凶煞, the twelve duty officers (建除), the twelve day gods (黄道/黑道), the 28
 * lunar mansions with their luminaries, animals and palaces, directions, festivals, weekdays. Each
 * table is keyed by the library's term (its code in the almanac) and typed on the keys of the English
 * table, so a missing term is a compile error. Rows are `[zh-TW, ja, ko, vi]` (`./activity-names`);
 * zh-HK takes zh-TW's form (none of these terms is written differently in Hong Kong: no 床, 啟, 醞 or
 * 梁 among them).
 *
 * Sources and choices (docs/glossary.md shows every term):
 * - zh-TW: 《教育部重編國語辭典》 forms, as Taiwan's 農民曆 print the spirits (天德, 月德合, 觸水龍 …);
 *   沖 in a clash (陰道沖陽, 陰陽擊沖, 陽錯陰沖, 陽破陰沖: OpenCC gives 衝, wrongly), 后 kept in
 *   天后 and 益後 as the 《協紀辨方書》 writes them.
 * - ja: the same spirit names as Japanese 暦注 and 四柱推命 write them, in 常用漢字 forms (天徳, 駅馬,
 *   青龍, 勾陳, 帰忌); the 十二直 with 納 for 收 and 満 開 閉 執 (『暦の百科事典』); the 二十八宿 and 七曜
 *   by their Japanese names (虚, 参, 婁, 畢, 軫); directions 北東/南東/南西/北西 as Japanese says them.
 * - ko: the Sino-Korean (hanja) readings used in 택일 and 만세력 books (천덕, 월덕, 천을, 역마, 겁살,
 *   청룡, 명당 …; 건 제 만 평 정 집 파 위 성 수 개 폐; 28수 각수 항수 …), with the initial-sound rule
 *   (육합, 임일, 요려); the mansions' animals by their Korean animal names (교룡, 너구리 …).
 *   Homophones that Korean cannot tell apart without hanja remain homophones: 토부 (土符, 土府),
 *   사기 (死气, 四忌), 위수 (危, 胃).
 * - vi: the Sino-Vietnamese (Hán-Việt) names of the lịch vạn niên (Thiên Đức, Nguyệt Đức, Thiên Ân, Mẫu
 *   Thương, Dịch Mã, Kiếp Sát …; Trực Kiến … Trực Bế as Kiến … Bế; Hoàng Đạo/Hắc Đạo; the 28 tú
 *   Giác, Cang, Đê … with their animals Giao, Long, Lạc …, as in "Giác Mộc Giao").
 */
import type {
  DAY_GOD_EN,
  DAY_GOD_PATH_EN,
  DIRECTION_EN,
  DUTY_OFFICER_EN,
  FESTIVAL_EN,
  LUCK_EN,
  LUMINARY_EN,
  MANSION_ANIMAL_EN,
  MANSION_EN,
  PALACE_EN,
  SPIRIT_EN,
} from './glossary'
import type { Row } from './activity-names'

type Rows<T> = Readonly<Record<keyof T, Row>>

/** 吉神/凶煞 (LunarUtil.SHEN_SHA, with the four keys the library leaks fixed: `./glossary`). */
export const SPIRIT_ROWS: Rows<typeof SPIRIT_EN> = {
  天恩: ['天恩', '天恩', '천은', 'Thiên Ân'],
  鸣吠: ['鳴吠', '鳴吠', '명폐', 'Minh Phệ'],
  母仓: ['母倉', '母倉', '모창', 'Mẫu Thương'],
  不将: ['不將', '不将', '부장', 'Bất Tương'],
  四相: ['四相', '四相', '사상', 'Tứ Tướng'],
  鸣吠对: ['鳴吠對', '鳴吠対', '명폐대', 'Minh Phệ Đối'],
  五合: ['五合', '五合', '오합', 'Ngũ Hợp'],
  三合: ['三合', '三合', '삼합', 'Tam Hợp'],
  除神: ['除神', '除神', '제신', 'Trừ Thần'],
  月德: ['月德', '月徳', '월덕', 'Nguyệt Đức'],
  月空: ['月空', '月空', '월공', 'Nguyệt Không'],
  月德合: ['月德合', '月徳合', '월덕합', 'Nguyệt Đức Hợp'],
  月恩: ['月恩', '月恩', '월은', 'Nguyệt Ân'],
  时阴: ['時陰', '時陰', '시음', 'Thời Âm'],
  五富: ['五富', '五富', '오부', 'Ngũ Phú'],
  生气: ['生氣', '生気', '생기', 'Sinh Khí'],
  金匮: ['金匱', '金匱', '금궤', 'Kim Quỹ'],
  相日: ['相日', '相日', '상일', 'Tướng Nhật'],
  阴德: ['陰德', '陰徳', '음덕', 'Âm Đức'],
  六合: ['六合', '六合', '육합', 'Lục Hợp'],
  益后: ['益後', '益後', '익후', 'Ích Hậu'],
  青龙: ['青龍', '青龍', '청룡', 'Thanh Long'],
  续世: ['續世', '続世', '속세', 'Tục Thế'],
  明堂: ['明堂', '明堂', '명당', 'Minh Đường'],
  王日: ['王日', '王日', '왕일', 'Vương Nhật'],
  要安: ['要安', '要安', '요안', 'Yếu An'],
  官日: ['官日', '官日', '관일', 'Quan Nhật'],
  吉期: ['吉期', '吉期', '길기', 'Cát Kỳ'],
  福德: ['福德', '福徳', '복덕', 'Phúc Đức'],
  六仪: ['六儀', '六儀', '육의', 'Lục Nghi'],
  金堂: ['金堂', '金堂', '금당', 'Kim Đường'],
  宝光: ['寶光', '宝光', '보광', 'Bảo Quang'],
  民日: ['民日', '民日', '민일', 'Dân Nhật'],
  临日: ['臨日', '臨日', '임일', 'Lâm Nhật'],
  天马: ['天馬', '天馬', '천마', 'Thiên Mã'],
  敬安: ['敬安', '敬安', '경안', 'Kính An'],
  普护: ['普護', '普護', '보호', 'Phổ Hộ'],
  驿马: ['驛馬', '駅馬', '역마', 'Dịch Mã'],
  天后: ['天后', '天后', '천후', 'Thiên Hậu'],
  阳德: ['陽德', '陽徳', '양덕', 'Dương Đức'],
  天喜: ['天喜', '天喜', '천희', 'Thiên Hỷ'],
  天医: ['天醫', '天医', '천의', 'Thiên Y'],
  司命: ['司命', '司命', '사명', 'Tư Mệnh'],
  圣心: ['聖心', '聖心', '성심', 'Thánh Tâm'],
  玉宇: ['玉宇', '玉宇', '옥우', 'Ngọc Vũ'],
  守日: ['守日', '守日', '수일', 'Thủ Nhật'],
  时德: ['時德', '時徳', '시덕', 'Thời Đức'],
  解神: ['解神', '解神', '해신', 'Giải Thần'],
  时阳: ['時陽', '時陽', '시양', 'Thời Dương'],
  天仓: ['天倉', '天倉', '천창', 'Thiên Thương'],
  天巫: ['天巫', '天巫', '천무', 'Thiên Vu'],
  玉堂: ['玉堂', '玉堂', '옥당', 'Ngọc Đường'],
  福生: ['福生', '福生', '복생', 'Phúc Sinh'],
  天德: ['天德', '天徳', '천덕', 'Thiên Đức'],
  天德合: ['天德合', '天徳合', '천덕합', 'Thiên Đức Hợp'],
  天愿: ['天願', '天願', '천원', 'Thiên Nguyện'],
  天赦: ['天赦', '天赦', '천사', 'Thiên Xá'],
  天符: ['天符', '天符', '천부', 'Thiên Phù'],
  阴神: ['陰神', '陰神', '음신', 'Âm Thần'],
  解除: ['解除', '解除', '해제', 'Giải Trừ'],
  五虚: ['五虛', '五虚', '오허', 'Ngũ Hư'],
  五离: ['五離', '五離', '오리', 'Ngũ Ly'],
  重日: ['重日', '重日', '중일', 'Trùng Nhật'],
  复日: ['復日', '復日', '복일', 'Phục Nhật'],
  血支: ['血支', '血支', '혈지', 'Huyết Chi'],
  天贼: ['天賊', '天賊', '천적', 'Thiên Tặc'],
  土符: ['土符', '土符', '토부', 'Thổ Phù'],
  游祸: ['遊禍', '遊禍', '유화', 'Du Họa'],
  白虎: ['白虎', '白虎', '백호', 'Bạch Hổ'],
  小耗: ['小耗', '小耗', '소모', 'Tiểu Hao'],
  致死: ['致死', '致死', '치사', 'Trí Tử'],
  河魁: ['河魁', '河魁', '하괴', 'Hà Khôi'],
  劫煞: ['劫煞', '劫煞', '겁살', 'Kiếp Sát'],
  月煞: ['月煞', '月煞', '월살', 'Nguyệt Sát'],
  月建: ['月建', '月建', '월건', 'Nguyệt Kiến'],
  往亡: ['往亡', '往亡', '왕망', 'Vãng Vong'],
  大时: ['大時', '大時', '대시', 'Đại Thời'],
  大败: ['大敗', '大敗', '대패', 'Đại Bại'],
  咸池: ['咸池', '咸池', '함지', 'Hàm Trì'],
  厌对: ['厭對', '厭対', '염대', 'Yếm Đối'],
  招摇: ['招搖', '招揺', '초요', 'Chiêu Dao'],
  九坎: ['九坎', '九坎', '구감', 'Cửu Khảm'],
  九焦: ['九焦', '九焦', '구초', 'Cửu Tiêu'],
  天罡: ['天罡', '天罡', '천강', 'Thiên Cương'],
  死神: ['死神', '死神', '사신', 'Tử Thần'],
  月害: ['月害', '月害', '월해', 'Nguyệt Hại'],
  死气: ['死氣', '死気', '사기', 'Tử Khí'],
  月破: ['月破', '月破', '월파', 'Nguyệt Phá'],
  大耗: ['大耗', '大耗', '대모', 'Đại Hao'],
  天牢: ['天牢', '天牢', '천뢰', 'Thiên Lao'],
  元武: ['元武', '元武', '원무', 'Nguyên Vũ'],
  玄武: ['玄武', '玄武', '현무', 'Huyền Vũ'],
  月厌: ['月厭', '月厭', '월염', 'Nguyệt Yếm'],
  月虚: ['月虛', '月虚', '월허', 'Nguyệt Hư'],
  归忌: ['歸忌', '帰忌', '귀기', 'Quy Kỵ'],
  小时: ['小時', '小時', '소시', 'Tiểu Thời'],
  天刑: ['天刑', '天刑', '천형', 'Thiên Hình'],
  朱雀: ['朱雀', '朱雀', '주작', 'Chu Tước'],
  九空: ['九空', '九空', '구공', 'Cửu Không'],
  天吏: ['天吏', '天吏', '천리', 'Thiên Lại'],
  地火: ['地火', '地火', '지화', 'Địa Hỏa'],
  四击: ['四擊', '四撃', '사격', 'Tứ Kích'],
  大煞: ['大煞', '大煞', '대살', 'Đại Sát'],
  勾陈: ['勾陳', '勾陳', '구진', 'Câu Trần'],
  八专: ['八專', '八専', '팔전', 'Bát Chuyên'],
  灾煞: ['災煞', '災煞', '재살', 'Tai Sát'],
  天火: ['天火', '天火', '천화', 'Thiên Hỏa'],
  血忌: ['血忌', '血忌', '혈기', 'Huyết Kỵ'],
  土府: ['土府', '土府', '토부', 'Thổ Phủ'],
  月刑: ['月刑', '月刑', '월형', 'Nguyệt Hình'],
  触水龙: ['觸水龍', '触水龍', '촉수룡', 'Xúc Thủy Long'],
  地囊: ['地囊', '地囊', '지낭', 'Địa Nang'],
  八风: ['八風', '八風', '팔풍', 'Bát Phong'],
  四废: ['四廢', '四廃', '사폐', 'Tứ Phế'],
  四忌: ['四忌', '四忌', '사기', 'Tứ Kỵ'],
  四穷: ['四窮', '四窮', '사궁', 'Tứ Cùng'],
  五墓: ['五墓', '五墓', '오묘', 'Ngũ Mộ'],
  阴错: ['陰錯', '陰錯', '음착', 'Âm Thác'],
  四耗: ['四耗', '四耗', '사모', 'Tứ Hao'],
  阳错: ['陽錯', '陽錯', '양착', 'Dương Thác'],
  孤辰: ['孤辰', '孤辰', '고진', 'Cô Thần'],
  小会: ['小會', '小会', '소회', 'Tiểu Hội'],
  大会: ['大會', '大会', '대회', 'Đại Hội'],
  八龙: ['八龍', '八龍', '팔룡', 'Bát Long'],
  七鸟: ['七鳥', '七鳥', '칠조', 'Thất Điểu'],
  九虎: ['九虎', '九虎', '구호', 'Cửu Hổ'],
  六蛇: ['六蛇', '六蛇', '육사', 'Lục Xà'],
  天狗: ['天狗', '天狗', '천구', 'Thiên Cẩu'],
  行狠: ['行狠', '行狠', '행한', 'Hành Ngận'],
  了戾: ['了戾', '了戻', '요려', 'Liễu Lệ'],
  岁薄: ['歲薄', '歳薄', '세박', 'Tuế Bạc'],
  逐阵: ['逐陣', '逐陣', '축진', 'Trục Trận'],
  三丧: ['三喪', '三喪', '삼상', 'Tam Tang'],
  三阴: ['三陰', '三陰', '삼음', 'Tam Âm'],
  阴道冲阳: ['陰道沖陽', '陰道沖陽', '음도충양', 'Âm Đạo Xung Dương'],
  阴位: ['陰位', '陰位', '음위', 'Âm Vị'],
  阴阳交破: ['陰陽交破', '陰陽交破', '음양교파', 'Âm Dương Giao Phá'],
  阴阳俱错: ['陰陽俱錯', '陰陽倶錯', '음양구착', 'Âm Dương Câu Thác'],
  阴阳击冲: ['陰陽擊沖', '陰陽撃沖', '음양격충', 'Âm Dương Kích Xung'],
  鬼哭: ['鬼哭', '鬼哭', '귀곡', 'Quỷ Khốc'],
  单阴: ['單陰', '単陰', '단음', 'Đơn Âm'],
  绝阴: ['絕陰', '絶陰', '절음', 'Tuyệt Âm'],
  纯阳: ['純陽', '純陽', '순양', 'Thuần Dương'],
  阳错阴冲: ['陽錯陰沖', '陽錯陰沖', '양착음충', 'Dương Thác Âm Xung'],
  七符: ['七符', '七符', '칠부', 'Thất Phù'],
  成日: ['成日', '成日', '성일', 'Thành Nhật'],
  孤阳: ['孤陽', '孤陽', '고양', 'Cô Dương'],
  绝阳: ['絕陽', '絶陽', '절양', 'Tuyệt Dương'],
  纯阴: ['純陰', '純陰', '순음', 'Thuần Âm'],
  大退: ['大退', '大退', '대퇴', 'Đại Thoái'],
  四离: ['四離', '四離', '사리', 'Tứ Ly'],
  阳破阴冲: ['陽破陰沖', '陽破陰沖', '양파음충', 'Dương Phá Âm Xung'],
  无: ['無', 'なし', '없음', 'Không có'],
}

/** 建除十二值星: Japanese 十二直 write 納 for 收. */
export const DUTY_OFFICER_ROWS: Rows<typeof DUTY_OFFICER_EN> = {
  建: ['建', '建', '건', 'Kiến'],
  除: ['除', '除', '제', 'Trừ'],
  满: ['滿', '満', '만', 'Mãn'],
  平: ['平', '平', '평', 'Bình'],
  定: ['定', '定', '정', 'Định'],
  执: ['執', '執', '집', 'Chấp'],
  破: ['破', '破', '파', 'Phá'],
  危: ['危', '危', '위', 'Nguy'],
  成: ['成', '成', '성', 'Thành'],
  收: ['收', '納', '수', 'Thu'],
  开: ['開', '開', '개', 'Khai'],
  闭: ['閉', '閉', '폐', 'Bế'],
}

/** 黄道黑道十二神 (the same names as the spirits of the same characters). */
export const DAY_GOD_ROWS: Rows<typeof DAY_GOD_EN> = {
  青龙: SPIRIT_ROWS.青龙,
  明堂: SPIRIT_ROWS.明堂,
  天刑: SPIRIT_ROWS.天刑,
  朱雀: SPIRIT_ROWS.朱雀,
  金匮: SPIRIT_ROWS.金匮,
  天德: SPIRIT_ROWS.天德,
  白虎: SPIRIT_ROWS.白虎,
  玉堂: SPIRIT_ROWS.玉堂,
  天牢: SPIRIT_ROWS.天牢,
  玄武: SPIRIT_ROWS.玄武,
  司命: SPIRIT_ROWS.司命,
  勾陈: SPIRIT_ROWS.勾陈,
}

export const DAY_GOD_PATH_ROWS: Rows<typeof DAY_GOD_PATH_EN> = {
  黄道: ['黃道', '黄道', '황도', 'Hoàng Đạo'],
  黑道: ['黑道', '黒道', '흑도', 'Hắc Đạo'],
}

export const LUCK_ROWS: Rows<typeof LUCK_EN> = {
  吉: ['吉', '吉', '길', 'Cát'],
  凶: ['凶', '凶', '흉', 'Hung'],
}

/** 二十八宿. */
export const MANSION_ROWS: Rows<typeof MANSION_EN> = {
  角: ['角', '角', '각수', 'Giác'],
  亢: ['亢', '亢', '항수', 'Cang'],
  氐: ['氐', '氐', '저수', 'Đê'],
  房: ['房', '房', '방수', 'Phòng'],
  心: ['心', '心', '심수', 'Tâm'],
  尾: ['尾', '尾', '미수', 'Vĩ'],
  箕: ['箕', '箕', '기수', 'Cơ'],
  斗: ['斗', '斗', '두수', 'Đẩu'],
  牛: ['牛', '牛', '우수', 'Ngưu'],
  女: ['女', '女', '여수', 'Nữ'],
  虚: ['虛', '虚', '허수', 'Hư'],
  危: ['危', '危', '위수', 'Nguy'],
  室: ['室', '室', '실수', 'Thất'],
  壁: ['壁', '壁', '벽수', 'Bích'],
  奎: ['奎', '奎', '규수', 'Khuê'],
  娄: ['婁', '婁', '누수', 'Lâu'],
  胃: ['胃', '胃', '위수', 'Vị'],
  昴: ['昴', '昴', '묘수', 'Mão'],
  毕: ['畢', '畢', '필수', 'Tất'],
  觜: ['觜', '觜', '자수', 'Chủy'],
  参: ['參', '参', '삼수', 'Sâm'],
  井: ['井', '井', '정수', 'Tỉnh'],
  鬼: ['鬼', '鬼', '귀수', 'Quỷ'],
  柳: ['柳', '柳', '유수', 'Liễu'],
  星: ['星', '星', '성수', 'Tinh'],
  张: ['張', '張', '장수', 'Trương'],
  翼: ['翼', '翼', '익수', 'Dực'],
  轸: ['軫', '軫', '진수', 'Chẩn'],
}

/** 七政 (the seven luminaries): 七曜 in Japanese, the readings in Korean and Vietnamese. */
export const LUMINARY_ROWS: Rows<typeof LUMINARY_EN> = {
  日: ['日', '日', '일', 'Nhật'],
  月: ['月', '月', '월', 'Nguyệt'],
  火: ['火', '火', '화', 'Hỏa'],
  水: ['水', '水', '수', 'Thủy'],
  木: ['木', '木', '목', 'Mộc'],
  金: ['金', '金', '금', 'Kim'],
  土: ['土', '土', '토', 'Thổ'],
}

/** The mansions' animals (壁水貐, 胃土雉 as corrected in `./glossary`). */
export const MANSION_ANIMAL_ROWS: Rows<typeof MANSION_ANIMAL_EN> = {
  蛟: ['蛟', '蛟', '교룡', 'Giao'],
  龙: ['龍', '龍', '용', 'Long'],
  貉: ['貉', '貉', '너구리', 'Lạc'],
  兔: ['兔', '兎', '토끼', 'Thố'],
  狐: ['狐', '狐', '여우', 'Hồ'],
  虎: ['虎', '虎', '호랑이', 'Hổ'],
  豹: ['豹', '豹', '표범', 'Báo'],
  獬: ['獬', '獬', '해태', 'Giải'],
  牛: ['牛', '牛', '소', 'Ngưu'],
  蝠: ['蝠', '蝠', '박쥐', 'Bức'],
  鼠: ['鼠', '鼠', '쥐', 'Thử'],
  燕: ['燕', '燕', '제비', 'Yến'],
  猪: ['豬', '猪', '돼지', 'Trư'],
  貐: ['貐', '貐', '알유', 'Du'],
  狼: ['狼', '狼', '이리', 'Lang'],
  狗: ['狗', '狗', '개', 'Cẩu'],
  雉: ['雉', '雉', '꿩', 'Trĩ'],
  鸡: ['雞', '鶏', '닭', 'Kê'],
  乌: ['烏', '烏', '까마귀', 'Ô'],
  猴: ['猴', '猴', '원숭이', 'Hầu'],
  猿: ['猿', '猿', '유인원', 'Viên'],
  犴: ['犴', '犴', '들개', 'Hãn'],
  羊: ['羊', '羊', '양', 'Dương'],
  獐: ['獐', '獐', '노루', 'Chương'],
  马: ['馬', '馬', '말', 'Mã'],
  鹿: ['鹿', '鹿', '사슴', 'Lộc'],
  蛇: ['蛇', '蛇', '뱀', 'Xà'],
  蚓: ['蚓', '蚓', '지렁이', 'Dẫn'],
}

/** 四象: the palace of the sky holding the mansion, by its direction. */
export const PALACE_ROWS: Rows<typeof PALACE_EN> = {
  东: ['東方青龍', '東方青龍', '동방 청룡', 'Đông phương Thanh Long'],
  南: ['南方朱雀', '南方朱雀', '남방 주작', 'Nam phương Chu Tước'],
  西: ['西方白虎', '西方白虎', '서방 백호', 'Tây phương Bạch Hổ'],
  北: ['北方玄武', '北方玄武', '북방 현무', 'Bắc phương Huyền Vũ'],
}

/** Directions of the gods, 煞 and 胎神 (正北 … 中宫; the bare 东 南 西 北 中 of 煞 and 胎神). */
export const DIRECTION_ROWS: Rows<typeof DIRECTION_EN> = {
  正北: ['正北', '北', '정북', 'Chính Bắc'],
  东北: ['東北', '北東', '동북', 'Đông Bắc'],
  正东: ['正東', '東', '정동', 'Chính Đông'],
  东南: ['東南', '南東', '동남', 'Đông Nam'],
  正南: ['正南', '南', '정남', 'Chính Nam'],
  西南: ['西南', '南西', '서남', 'Tây Nam'],
  正西: ['正西', '西', '정서', 'Chính Tây'],
  西北: ['西北', '北西', '서북', 'Tây Bắc'],
  中宫: ['中宮', '中宮', '중궁', 'Trung Cung'],
  东: ['東', '東', '동', 'Đông'],
  南: ['南', '南', '남', 'Nam'],
  西: ['西', '西', '서', 'Tây'],
  北: ['北', '北', '북', 'Bắc'],
  中: ['中', '中央', '중앙', 'Trung tâm'],
}

/** The main lunar festivals: each locale's own name for the day (설날, 추석, Tết Nguyên Đán …). */
export const FESTIVAL_ROWS: Rows<typeof FESTIVAL_EN> = {
  春节: ['春節', '春節', '설날', 'Tết Nguyên Đán'],
  元宵节: ['元宵節', '元宵節', '정월 대보름', 'Tết Nguyên Tiêu'],
  龙头节: ['龍頭節', '龍抬頭', '용두절', 'Tết Long Đầu'],
  端午节: ['端午節', '端午節', '단오', 'Tết Đoan Ngọ'],
  七夕节: ['七夕節', '七夕', '칠석', 'Lễ Thất Tịch'],
  中秋节: ['中秋節', '中秋節', '추석', 'Tết Trung Thu'],
  重阳节: ['重陽節', '重陽節', '중양절', 'Tết Trùng Cửu'],
  腊八节: ['臘八節', '臘八節', '납팔절', 'Lễ Lạp Bát'],
  除夕: ['除夕', '除夕', '섣달 그믐', 'Giao thừa'],
}

/** The days of the week, Sunday first. */
export const WEEKDAY_ROWS: readonly Row[] = [
  ['星期日', '日曜日', '일요일', 'Chủ Nhật'],
  ['星期一', '月曜日', '월요일', 'Thứ Hai'],
  ['星期二', '火曜日', '화요일', 'Thứ Ba'],
  ['星期三', '水曜日', '수요일', 'Thứ Tư'],
  ['星期四', '木曜日', '목요일', 'Thứ Năm'],
  ['星期五', '金曜日', '금요일', 'Thứ Sáu'],
  ['星期六', '土曜日', '토요일', 'Thứ Bảy'],
]
