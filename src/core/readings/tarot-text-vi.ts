/**
 * The deck's keywords and meanings in Vietnamese, card by card in deck order (ids 0-77), written for
 * this project from the English and Chinese text of `tarot-deck-*.ts` (same sense, the vocabulary of
 * Vietnamese tarot readers: chiều xuôi/chiều ngược, bộ Ẩn Chính, bộ Ẩn Phụ). Each entry: upright
 * keywords (`|`-separated, in the order of the English ones), upright meaning, reversed keywords,
 * reversed meaning.
 */
import { localeCardTexts } from './tarot-deck-types'

export const VI_TEXT = localeCardTexts([
  // 0 Chàng Khờ
  [
    'khởi đầu mới|tự nhiên|tin tưởng|con đường rộng mở',
    'Bước chân đầu tiên nhẹ nhàng, dựa vào niềm tin nhiều hơn kế hoạch. Lá bài khuyến khích sự tò mò và dám bắt đầu trước khi biết hết mọi câu trả lời.',
    'liều lĩnh|do dự|ngây thơ|sai thời điểm',
    'Hoặc là cú nhảy không nhìn trước sau, hoặc là chuyến đi chẳng bao giờ bắt đầu vì sợ ngã. Hãy tự hỏi điều đang níu chân bạn là sự cẩu thả hay sự dè dặt quá mức.',
  ],
  // 1 Nhà Ảo Thuật
  [
    'kỹ năng|ý chí|tháo vát|tập trung',
    'Mọi công cụ bạn cần đã nằm sẵn trên bàn. Với ý định rõ ràng và sự tập trung bền bỉ, ý tưởng có thể trở thành hiện thực.',
    'năng lượng phân tán|thao túng|tài năng chưa dùng đến|mánh khóe',
    'Tài năng vẫn còn nhưng đặt sai chỗ, hoặc lời nói đang chạy trước việc làm. Hãy dè chừng những lời hứa khéo léo, kể cả lời hứa của chính bạn.',
  ],
  // 2 Nữ Tư Tế
  [
    'trực giác|hiểu biết nội tâm|bí ẩn|tĩnh lặng',
    'Có những câu trả lời đến trong tĩnh lặng chứ không đến qua tranh luận. Lá bài mời bạn lắng nghe trực giác và để điều còn ẩn giấu tự hé lộ vào lúc của nó.',
    'phớt lờ trực giác|bí mật|ồn ào bề mặt|thu mình',
    'Tiếng nói bên trong đang bị tiếng ồn bên ngoài át đi, hoặc có điều gì đó bị giữ kín. Dành thời gian một mình có thể giúp bạn nghe ra điều mình đã mơ hồ cảm thấy.',
  ],
  // 3 Nữ Hoàng
  [
    'sung túc|nuôi dưỡng|sáng tạo|thoải mái',
    'Một mùa của sinh sôi, ấm áp và sự chăm sóc hào phóng. Điều bạn kiên nhẫn vun đắp lúc này, dù là dự định, mái ấm hay một mối quan hệ, đều có nhiều khả năng nở rộ.',
    'bỏ bê|bao bọc quá mức|bế tắc sáng tạo|phụ thuộc',
    'Sự chăm sóc đã mất cân bằng: dành cho mình quá ít, hoặc dồn lên người khác quá nhiều. Khi bạn tự nuôi dưỡng mình như cách bạn nuôi dưỡng người khác, năng lượng sáng tạo sẽ trở lại.',
  ],
  // 4 Hoàng Đế
  [
    'trật tự|quyền uy|ổn định|lãnh đạo',
    'Trật tự, ranh giới vững chắc và sự lãnh đạo vững vàng. Một kế hoạch rõ ràng cùng kỷ luật để giữ nó sẽ mang lại cảm giác vững chãi mà bạn đang tìm.',
    'cứng nhắc|áp đặt|thiếu kỷ luật|tranh giành quyền lực',
    'Sự kiểm soát đã hóa thành cố chấp, hoặc thiếu hẳn khuôn khổ. Hãy xem ai đang nắm quyền trong tình huống này và quyền ấy có được dùng công bằng không.',
  ],
  // 5 Giáo Hoàng
  [
    'truyền thống|chỉ dẫn|giá trị chung|học hỏi',
    'Những con đường đã định hình, thầy dạy và định chế đều có điều đáng học. Học kỹ các quy tắc, hoặc tìm một người thầy đáng tin, sẽ giúp ích cho bạn lúc này.',
    'không theo lối mòn|chất vấn quy tắc|giáo điều|niềm tin riêng',
    'Lề lối cũ khiến bạn thấy gò bó, hoặc có người khăng khăng giữ giáo điều hơn lẽ thường. Có lẽ đã đến lúc đem những quy tắc được truyền lại đối chiếu với trải nghiệm của chính bạn.',
  ],
  // 6 Tình Nhân
  [
    'tình yêu|hòa hợp|lựa chọn ý nghĩa|hợp nhau về giá trị',
    'Một mối gắn bó hay một quyết định chạm đến trái tim và những giá trị sâu xa nhất của bạn. Hãy chọn điều bạn có thể trọn lòng ủng hộ, với sự chân thành từ cả hai phía.',
    'mất cân bằng|lệch giá trị|thiếu quyết đoán|xa cách',
    'Lý trí và con tim kéo về hai hướng, hoặc hai người mong muốn những điều khác nhau. Nói thẳng ra chỗ chưa hợp là bước đầu tiên để hóa giải.',
  ],
  // 7 Chiến Xa
  [
    'quyết tâm|chiến thắng|làm chủ|đà tiến',
    'Ý chí vững vàng kìm giữ những lực đối nghịch, và con đường phía trước mở ra. Hãy tập trung vào mục tiêu và giữ chắc dây cương.',
    'lạc hướng|nỗ lực phân tán|hung hăng|đình trệ',
    'Hai con ngựa kéo về hai ngả và mọi thứ khựng lại. Trước khi gắng sức hơn, hãy xác định mình thật sự muốn đi đâu.',
  ],
  // 8 Sức Mạnh
  [
    'sức mạnh nội tâm|can đảm|kiên nhẫn|lấy nhu thắng cương',
    'Lòng can đảm hành động bằng sự dịu dàng chứ không bằng sức ép. Kiên nhẫn và lòng trắc ẩn thuần phục được điều mà sự hung hăng không làm nổi.',
    'nghi ngờ bản thân|thiếu sinh lực|cảm xúc thô ráp|thấp thỏm',
    'Sự tự tin đã sụt giảm, hoặc những cảm xúc mạnh đang nắm quyền. Hãy từng bước gây dựng lại, và đối xử tử tế với chính mình như với một người bạn.',
  ],
  // 9 Ẩn Sĩ
  [
    'tự vấn|cô tịch|dẫn dắt nội tâm|minh triết',
    'Đây là lúc lùi khỏi đám đông và tìm đường bằng ngọn đèn của riêng mình. Sự chiêm nghiệm lặng lẽ soi rõ bước tiếp theo hơn lời khuyên từ bên ngoài.',
    'cô lập|cô đơn|thu mình|trốn tránh',
    'Sự một mình đã thành cô lập, hoặc việc chiêm nghiệm đã thành chỗ ẩn nấp. Lúc này chủ động tìm đến người khác có lẽ là bước khôn ngoan hơn.',
  ],
  // 10 Bánh Xe Số Phận
  [
    'thay đổi|chu kỳ|bước ngoặt|vận may',
    'Bánh xe quay và hoàn cảnh đổi thay, thường là theo hướng có lợi cho bạn. Hãy nhận ra chu kỳ mình đang ở và thuận theo thay đổi thay vì chống lại nó.',
    'trắc trở|cưỡng lại thay đổi|vận rủi|vòng lặp cũ',
    'Một giai đoạn đi xuống, hoặc một khuôn mẫu cứ lặp lại. Điều bạn làm chủ được là cách mình phản ứng; điều không làm chủ được, hãy để nó trôi qua.',
  ],
  // 11 Công Lý
  [
    'công bằng|sự thật|trách nhiệm|cân bằng',
    'Nhân và quả được cân đo trung thực. Suy nghĩ sáng suốt và cách hành xử công bằng sẽ dẫn đến một kết quả bạn có thể chấp nhận.',
    'bất công|thiếu trung thực|né tránh trách nhiệm|thiên kiến',
    'Cán cân đã nghiêng, vì thiên kiến, vì những lời nửa thật nửa giả hay vì không muốn nhận lỗi. Sự trung thực, bắt đầu từ chính bạn, sẽ lấy lại thăng bằng.',
  ],
  // 12 Người Treo Ngược
  [
    'tạm dừng|buông xuôi|góc nhìn mới|buông bỏ',
    'Một sự tạm dừng tự nguyện lật ngược thế giới và cho thấy nó theo cách mới. Chờ đợi, hoặc buông bớt sự kiểm soát, có thể đạt được nhiều hơn là hành động.',
    'trì hoãn|hy sinh vô ích|do dự|kháng cự',
    'Sự tạm dừng đã kéo dài quá lâu, hoặc những hy sinh đang chẳng đem lại gì. Hãy phân định xem bạn đang chờ đợi khôn ngoan hay chỉ đang mắc kẹt.',
  ],
  // 13 Tử Thần
  [
    'kết thúc|chuyển hóa|chuyển tiếp|dọn dẹp',
    'Không phải cái chết theo nghĩa đen mà là sự khép lại của một chương. Có điều gì đó kết thúc để điều mới có thể lớn lên ở chính chỗ ấy.',
    'cưỡng lại thay đổi|trì trệ|lưu luyến|sợ kết thúc',
    'Bạn đang níu giữ điều đã đi hết chặng đường của nó. Buông tay, dù không dễ chịu, sẽ giải phóng năng lượng cho điều sắp đến.',
  ],
  // 14 Tiết Chế
  [
    'chừng mực|cân bằng|kiên nhẫn|hòa trộn',
    'Nghệ thuật pha trộn đúng liều lượng, đúng nhịp độ. Kiên nhẫn và chừng mực giúp những phần khác nhau trong đời sống hòa hợp với nhau.',
    'thái quá|mất cân bằng|nóng vội|bất hòa',
    'Thứ này quá nhiều, thứ kia quá ít, hoặc sự vội vàng làm hỏng cả hỗn hợp. Hãy chậm lại và tìm con đường trung dung.',
  ],
  // 15 Ác Quỷ
  [
    'ràng buộc|cám dỗ|thói quen|gò bó',
    'Xiềng xích của thói quen, ham muốn hay nỗi sợ có vẻ chặt hơn thực tế. Gọi tên được điều đang trói buộc bạn là khởi đầu của việc tháo gỡ nó.',
    'giải thoát|thoát ra|nhận thức|giành lại quyền chủ động',
    'Khi bạn nhìn rõ bản chất của xiềng xích, chúng bắt đầu tuột ra. Cứ tiếp tục: tự do gần hơn bạn tưởng.',
  ],
  // 16 Tòa Tháp
  [
    'thay đổi đột ngột|biến động|sự thật phơi bày|ảo tưởng sụp đổ',
    'Một cú rung chuyển bất ngờ quật đổ những gì dựng trên nền móng lung lay. Dù đau đớn, nó dọn chỗ cho điều chân thật hơn.',
    'tai họa được tránh|thay đổi bị trì hoãn|sợ biến động|chuyển biến bên trong',
    'Thay đổi đang nhen nhóm nhưng bị kìm lại, hoặc đang âm thầm diễn ra trong lòng bạn. Chủ động đối diện sẽ nhẹ nhàng hơn là chờ nó phá cửa xông vào.',
  ],
  // 17 Ngôi Sao
  [
    'hy vọng|hồi sinh|bình yên|cảm hứng',
    'Sau cơn bão là bầu trời trong và một niềm hy vọng lặng lẽ. Sự chữa lành và niềm tin vào tương lai đã ở trong tầm tay.',
    'nản lòng|mất niềm tin|mất kết nối|bi quan',
    'Hy vọng có vẻ xa vời và nỗ lực dường như vô ích. Những bước nhỏ, cụ thể có thể thắp lại ánh sáng mà bạn tưởng đã tắt.',
  ],
  // 18 Mặt Trăng
  [
    'bất định|ảo ảnh|giấc mơ|tiềm thức',
    'Con đường đi qua vùng tranh tối tranh sáng, nơi mọi thứ không hẳn như vẻ ngoài. Hãy tin bản năng, nhưng kiểm chứng sự việc trước khi hành động.',
    'dần sáng tỏ|buông nỗi sợ|sự thật lộ diện|màn sương tan',
    'Màn sương đang tan và nỗi sợ mất dần sức níu kéo. Điều từng rối rắm bắt đầu trở nên dễ hiểu.',
  ],
  // 19 Mặt Trời
  [
    'niềm vui|thành công|sức sống|sáng rõ',
    'Ấm áp, cởi mở và thành công xứng đáng. Mọi thứ rõ ràng, tươi sáng; hãy rộng rãi chia sẻ niềm vui này.',
    'niềm vui bị che khuất|quá tự tin|thành công đến muộn|tinh thần sa sút',
    'Mặt trời vẫn còn đó, chỉ là đang khuất sau mây. Hãy điều chỉnh kỳ vọng, rồi sự tươi sáng sẽ quay lại.',
  ],
  // 20 Phán Xét
  [
    'thức tỉnh|tổng kết|tái sinh|tiếng gọi',
    'Một lời kêu gọi đứng dậy, thành thật nhìn lại quá khứ và đáp lời một mục đích sâu xa hơn. Tha thứ cho người và cho mình sẽ mở ra một khởi đầu mới.',
    'tự trách|phớt lờ tiếng gọi|hoài nghi|bài học dang dở',
    'Bạn đang phán xét bản thân quá khắt khe, hoặc không muốn nghe tiếng gọi của chính mình. Bài học sẽ còn quay lại cho đến khi được học xong.',
  ],
  // 21 Thế Giới
  [
    'hoàn tất|trọn vẹn|thành tựu|viên mãn',
    'Một chu kỳ đã khép lại và mục tiêu đã đạt được. Hãy ăn mừng thành tựu này trước khi hành trình tiếp theo bắt đầu.',
    'dang dở|việc còn sót|chậm trễ|đi đường tắt',
    'Gần đến nơi rồi nhưng vẫn còn việc chưa xong. Hãy thu xếp nốt những đầu mối còn lỏng thay vì vội với tới vạch đích.',
  ],
  // 22 Át Gậy
  [
    'cảm hứng|khởi sự mới|tia lửa sáng tạo|tiềm năng',
    'Một tia nhiệt huyết bất chợt và năng lượng để bắt đầu điều gì đó. Hãy nắm lấy ý tưởng khi nó còn sống động và cho nó một hình hài cụ thể đầu tiên.',
    'chậm trễ|thiếu động lực|khởi đầu hụt|năng lượng bị chặn',
    'Tia lửa có đó nhưng không bén, vì chậm trễ, hoài nghi hay sai thời điểm. Hãy chờ đúng lúc thay vì cố ép mình bắt đầu.',
  ],
  // 23 Hai Gậy
  [
    'lập kế hoạch|tầm nhìn tương lai|quyết định|rời vùng quen thuộc',
    'Thế giới trong tay, bạn cân nhắc điều gì nằm ngoài những bức tường quen thuộc. Lên kế hoạch lúc này là chuẩn bị cho một bước đi táo bạo về sau.',
    'sợ điều chưa biết|kế hoạch kém|chọn đường chắc ăn|bồn chồn',
    'Bạn cảm thấy một chân trời rộng hơn nhưng vẫn đứng yên ở chỗ quen, hoặc chỉ lập kế hoạch mà không hành động. Hãy gọi tên nỗi sợ, rồi bước một bước nhỏ vượt qua nó.',
  ],
  // 24 Ba Gậy
  [
    'mở rộng|nhìn xa|tiến triển|cơ hội phương xa',
    'Những con thuyền của bạn đã ra khơi và nỗ lực ban đầu bắt đầu đơm hoa kết trái. Hãy nhìn xa hơn: cơ hội rộng hơn bạn nghĩ lúc đầu.',
    'trở ngại|chậm trễ|tầm nhìn hạn hẹp|bực bội',
    'Thành quả mong đợi đến chậm, hoặc kế hoạch vấp phải những trục trặc không lường trước. Hãy chỉnh hướng đi thay vì bỏ dở cả chuyến hải trình.',
  ],
  // 25 Bốn Gậy
  [
    'ăn mừng|trở về nhà|hòa thuận|cột mốc',
    'Một cột mốc vui vẻ được chia sẻ cùng những người bạn quý mến. Nền tảng vững chắc và cộng đồng gắn bó khiến đây là lúc tốt để ăn mừng.',
    'gia đạo bất ổn|kế hoạch bị hủy|thiếu hỗ trợ|giai đoạn chuyển tiếp',
    'Cuộc vui có phần nhạt nhòa, hoặc gia đình và cộng đồng đang xáo trộn. Hãy tìm những cách nhỏ để lấy lại cảm giác thuộc về.',
  ],
  // 26 Năm Gậy
  [
    'cạnh tranh|xung đột|ganh đua|ý kiến va chạm',
    'Nhiều tiếng nói và cái tôi cùng tranh đua một lúc. Sự cọ xát có thể mài giũa mọi người, miễn là nó còn là cuộc thi tài chứ không phải cuộc ẩu đả.',
    'né tránh xung đột|hóa giải|căng thẳng trong lòng|đình chiến',
    'Cuộc cãi vã hoặc đang lắng xuống, hoặc đã chìm vào âm thầm. Hãy nói rõ ràng để căng thẳng không âm ỉ trong im lặng.',
  ],
  // 27 Sáu Gậy
  [
    'chiến thắng|được công nhận|tự tin|thành công trước công chúng',
    'Trở về trong tiếng vỗ tay sau một kết quả giành được bằng nhiều gian khó. Hãy đón nhận sự công nhận ấy; nó xứng đáng và tiếp sức cho nỗ lực kế tiếp.',
    'thất sủng|không được ghi nhận|tự cao|nghi ngờ bản thân',
    'Tiếng vỗ tay đến chậm, hoặc lòng kiêu hãnh đang chạy trước kết quả. Hãy để công việc lên tiếng trước lời khen.',
  ],
  // 28 Bảy Gậy
  [
    'giữ vững lập trường|bền bỉ|phòng thủ|niềm tin',
    'Bạn giữ vị trí trên cao trước những kẻ thách thức. Hãy vững vàng với điều mình tin; vị trí này đáng để bảo vệ.',
    'quá sức|bỏ cuộc|kiệt sức|phòng thủ thái quá',
    'Phòng thủ trên mọi mặt trận đã bào mòn bạn. Hãy chọn những trận thật sự quan trọng và buông phần còn lại.',
  ],
  // 29 Tám Gậy
  [
    'tốc độ|hành động nhanh|tin tức|chuyển động',
    'Mọi việc diễn ra nhanh: tin tức đến, kế hoạch cất cánh và trở ngại được dọn sạch. Hãy hành động khi đà đang ủng hộ bạn.',
    'vội vàng|chậm trễ|bực bội|chờ đợi',
    'Hoặc mọi thứ đứng im, hoặc bạn lao đi không mục đích. Hãy chậm lại vừa đủ để dồn năng lượng về một hướng.',
  ],
  // 30 Chín Gậy
  [
    'kiên cường|bền bỉ|trụ vững đến cùng|ranh giới',
    'Mệt mỏi nhưng vẫn đứng vững, đích đến đã ở trước mắt. Thêm một lần gắng sức, được che chắn bởi bài học từ những trận trước, sẽ đưa bạn vượt qua.',
    'đa nghi|mỏi mệt|cố chấp|sát giới hạn',
    'Sự cảnh giác đã thành ngờ vực, sự bền bỉ đã thành cố chấp. Nghỉ ngơi không phải là đầu hàng; hãy nhờ giúp đỡ nếu bạn cần.',
  ],
  // 31 Mười Gậy
  [
    'gánh nặng|trách nhiệm|làm việc vất vả|ôm đồm',
    'Mang một gánh nặng khi đã gần tới đích. Thành công kéo theo những bổn phận riêng; hãy xem bổn phận nào thật sự là của bạn.',
    'giao việc|trút bỏ|kiệt quệ|buông bớt bổn phận',
    'Gánh này quá nặng để mang một mình. Đặt bớt xuống hoặc chia sẻ với người khác là dấu hiệu của sự sáng suốt, không phải yếu đuối.',
  ],
  // 32 Tiểu Đồng Gậy
  [
    'nhiệt tình|khám phá|tin vui|tâm hồn tự do',
    'Một sứ giả tò mò, háo hức, mang tin về một niềm hứng thú mới. Hãy theo ngọn lửa nhiệt tình ấy mà khám phá, không cần biết trước nó dẫn tới đâu.',
    'ý tưởng rời rạc|trục trặc|thiếu kiên nhẫn|thiếu định hướng',
    'Ý tưởng đến nhanh hơn khả năng theo đuổi đến cùng. Hãy chọn lấy một ý và dành cho nó sự quan tâm cần thiết.',
  ],
  // 33 Hiệp Sĩ Gậy
  [
    'năng lượng|đam mê|phiêu lưu|táo bạo',
    'Một cú xông lên đầy đam mê và gan dạ, háo hức đi xa hơn, nhanh hơn. Hành động táo bạo hợp với lúc này, miễn là bạn biết vì sao mình lên ngựa.',
    'bốc đồng|liều lĩnh|bực bội|dự định dở dang',
    'Năng lượng bùng lên rồi tắt ngấm, để lại mọi việc dang dở. Hãy dẫn ngọn lửa đi đúng hướng trước khi nó tản mát.',
  ],
  // 34 Hoàng Hậu Gậy
  [
    'tự tin|ấm áp|quyết tâm|sức hút',
    'Tự tin, ấm áp và cuốn hút, có thể cùng lúc lo liệu nhiều việc. Hãy dẫn dắt bằng sự rộng lượng, người khác sẽ vui lòng đi theo.',
    'ghen tuông|thiếu tự tin|đòi hỏi|hơi ấm cạn kiệt',
    'Sự ấm áp biến thành chiếm hữu, hoặc lòng tự tin lung lay. Hãy tiếp thêm củi cho ngọn lửa của mình trước khi chăm lửa cho mọi người.',
  ],
  // 35 Vua Gậy
  [
    'tầm nhìn|lãnh đạo|tinh thần khởi nghiệp|danh dự',
    'Một người lãnh đạo bẩm sinh, nhìn thấy bức tranh lớn và truyền cảm hứng cho người khác cùng xây dựng. Hãy cầm lái bằng tầm nhìn và sự chính trực.',
    'bốc đồng|ngạo mạn|kỳ vọng quá cao|độc đoán',
    'Tầm nhìn thiếu kiên nhẫn, hoặc sự lãnh đạo ngả sang ra lệnh. Hãy lắng nghe nhiều như khi bạn chỉ đạo.',
  ],
  // 36 Át Cốc
  [
    'cảm xúc mới|tình yêu|lòng trắc ẩn|mở lòng',
    'Một chiếc cốc tràn đầy yêu thương, tử tế hay cảm xúc sáng tạo. Hãy mở lòng đón nhận điều đang được trao tặng và để nó lấp đầy bạn.',
    'cảm xúc bị dồn nén|trống rỗng|cần yêu thương bản thân|kìm nén',
    'Cảm xúc bị khóa chặt trong lòng, hoặc tình yêu cứ trao đi mà chẳng được đáp lại. Hãy rót đầy chiếc cốc của chính mình trước.',
  ],
  // 37 Hai Cốc
  [
    'đồng hành|thu hút lẫn nhau|kết nối|hòa giải',
    'Hai người gặp nhau ngang hàng, cùng cho và cùng nhận. Một mối gắn bó tôn trọng lẫn nhau, trong tình yêu hay tình bạn, đang hình thành hoặc sâu đậm thêm.',
    'mất cân bằng|đứt gãy giao tiếp|căng thẳng|chia xa',
    'Sự cho và nhận đã lệch nhịp, hoặc một hiểu lầm đã tạo ra khoảng cách. Một cuộc trò chuyện thẳng thắn và điềm tĩnh có thể khép lại khoảng cách ấy.',
  ],
  // 38 Ba Cốc
  [
    'tình bạn|ăn mừng|cộng đồng|niềm vui chung',
    'Những người bạn cùng nâng cốc. Bạn bè tốt, niềm hạnh phúc được sẻ chia và sự nâng đỡ lẫn nhau là món quà của lúc này.',
    'vui chơi quá đà|chuyện thị phi|lạc lõng|người thứ ba xen vào',
    'Cuộc vui đã kéo dài quá lâu, hoặc không khí của nhóm đã trở nên khó chịu. Hãy lùi khỏi đám đông và nhìn xem ai thật sự ủng hộ bạn.',
  ],
  // 39 Bốn Cốc
  [
    'thờ ơ|trầm ngâm|bỏ lỡ lời mời|cân nhắc lại',
    'Mải chìm trong bất mãn, có thể bạn không nhận ra chiếc cốc mới đang được đưa tới. Hãy ngẩng lên: một lời đề nghị ít nhất cũng đáng được nhìn qua một cách công tâm.',
    'hứng thú trở lại|nắm bắt cơ hội|nhận thức|bước tiếp',
    'Tỉnh dậy khỏi giai đoạn trì trệ và sẵn sàng tham gia trở lại. Hãy gật đầu với cơ hội giờ đây có vẻ đáng để thử.',
  ],
  // 40 Năm Cốc
  [
    'mất mát|đau buồn|hối tiếc|thất vọng',
    'Tiếc thương những chiếc cốc đã đổ trong khi phía sau vẫn còn hai chiếc đứng vững. Hãy để nỗi buồn được cảm nhận trọn vẹn, rồi quay sang những gì còn lại.',
    'chấp nhận|bước tiếp|tha thứ|hồi phục',
    'Nỗi buồn đang vơi dần và bạn bắt đầu nhìn về phía trước. Hãy tha thứ những gì có thể tha thứ, kể cả cho chính mình.',
  ],
  // 41 Sáu Cốc
  [
    'hoài niệm|ngây thơ|ký ức tuổi thơ|lòng tốt',
    'Những kỷ niệm ngọt ngào và lòng tốt giản dị được trao không so đo. Tìm về quá khứ, hay gặp lại một người xưa, mang đến sự xoa dịu và góc nhìn mới.',
    'sống trong quá khứ|ký ức tô hồng|tiến về phía trước|trưởng thành vượt qua',
    'Quá khứ trông đẹp hơn thực tế và kéo bạn lùi lại. Hãy giữ lấy bài học và buông nỗi nhớ nhung.',
  ],
  // 42 Bảy Cốc
  [
    'lựa chọn|mộng tưởng|ảo giác|mơ tưởng hão',
    'Nhiều lựa chọn hấp dẫn lơ lửng trên mây, không phải cái nào cũng có thật. Trước khi chọn, hãy tách mộng mơ khỏi khả năng thực sự.',
    'sáng rõ|quyết đoán|tỉnh ngộ|tập trung',
    'Ảo ảnh phai đi và lựa chọn thật sự hiện rõ. Hãy dấn thân vào nó với một cái đầu tỉnh táo.',
  ],
  // 43 Tám Cốc
  [
    'quay lưng ra đi|tìm kiếm ý nghĩa|buông bỏ|vỡ mộng',
    'Rời bỏ điều không còn làm bạn thỏa lòng, dù bề ngoài nó có vẻ trọn vẹn. Hành trình tìm ý nghĩa sâu xa hơn đáng với sự bấp bênh ấy.',
    'sợ ra đi|trôi dạt|do dự|quay lại',
    'Bạn biết đã đến lúc phải đi nhưng không dứt ra được, hoặc cứ trôi dạt quay về. Hãy thành thật về điều mình thật sự đang tìm kiếm.',
  ],
  // 44 Chín Cốc
  [
    'mãn nguyện|ước nguyện thành|hài lòng|tận hưởng',
    'Được biết đến như lá bài ước nguyện: thoải mái, hài lòng và cảm giác mọi việc đã theo ý mình. Hãy tận hưởng với lòng biết ơn.',
    'tự mãn|ước nguyện chưa thành|chạy theo vật chất|bất mãn trong lòng',
    'Bên ngoài đủ đầy mà bên trong chưa thỏa, hoặc một ước nguyện vẫn chưa thành. Hãy tự hỏi điều gì mới thật sự khiến bạn mãn nguyện.',
  ],
  // 45 Mười Cốc
  [
    'hòa hợp|hạnh phúc gia đình|viên mãn về tình cảm|mái ấm',
    'Cầu vồng trên một mái nhà hạnh phúc: tình yêu bền lâu, bình yên và cảm giác thuộc về. Các mối quan hệ đang ở độ hòa thuận nhất.',
    'căng thẳng gia đình|hòa khí rạn vỡ|lệch giá trị|xa cách',
    'Bức tranh lý tưởng đã có vết nứt, trong nhà hoặc giữa những người thân thiết. Những cử chỉ quan tâm nhỏ hàn gắn được nhiều hơn những hành động phô trương.',
  ],
  // 46 Tiểu Đồng Cốc
  [
    'tò mò|nhạy cảm|thông điệp sáng tạo|bất ngờ dịu dàng',
    'Một sứ giả mơ mộng, cởi mở, đôi khi có chú cá ló đầu ra khỏi chiếc cốc. Hãy đón nhận những cảm xúc bất ngờ và ý tưởng vui tươi.',
    'cảm xúc non nớt|thất thường|cạn nguồn sáng tạo|trốn tránh thực tại',
    'Cảm xúc lên xuống thất thường, hoặc mơ mộng thay cho hành động. Hãy dịu dàng với sự nhạy cảm của mình nhưng đừng để nó điều khiển cả ngày của bạn.',
  ],
  // 47 Hiệp Sĩ Cốc
  [
    'lãng mạn|quyến rũ|nghe theo trái tim|lời mời',
    'Một kỵ sĩ lịch thiệp mang đến lời mời của tình yêu, nghệ thuật hay sự hòa giải. Hãy nghe theo trái tim, với sự nhã nhặn và trí tưởng tượng.',
    'thất thường|lý tưởng viển vông|thất hứa|ghen tuông',
    'Sức quyến rũ thiếu thực chất, hoặc một lý tưởng lãng mạn mà thực tế không theo kịp. Hãy đánh giá bằng hành động, đừng bằng lời hay ý đẹp.',
  ],
  // 48 Hoàng Hậu Cốc
  [
    'lòng trắc ẩn|vững vàng cảm xúc|trực giác|chăm sóc điềm tĩnh',
    'Sự thấu cảm sâu sắc được nâng đỡ bởi một tâm hồn trưởng thành. Hãy tin trực giác và trao đi sự quan tâm mà không đánh mất chính mình.',
    'quá tải cảm xúc|lệ thuộc lẫn nhau|thiếu vững vàng|hy sinh bản thân',
    'Thấm quá nhiều cảm xúc của người khác đến mức cảm xúc của mình bị nhấn chìm. Đặt ranh giới cũng là một cách quan tâm.',
  ],
  // 49 Vua Cốc
  [
    'cân bằng cảm xúc|khéo léo|rộng lượng|uy quyền điềm tĩnh',
    'Vững vàng giữa biển động: cảm xúc được thừa nhận nhưng không cầm quyền. Sự hiện diện điềm tĩnh, rộng lượng giúp tháo gỡ căng thẳng quanh bạn.',
    'thao túng cảm xúc|thất thường|lạnh lùng|cảm xúc bị đè nén',
    'Sự kiểm soát cảm xúc đã thành lạnh lùng, hoặc cảm xúc rò rỉ ra thành tính khí thất thường. Hãy để cảm xúc được bày tỏ một cách chân thành và lành mạnh.',
  ],
  // 50 Át Kiếm
  [
    'sáng rõ|đột phá|sự thật|trí óc sắc bén',
    'Một ý tưởng rõ ràng cắt xuyên màn rối rắm. Hãy nói thẳng sự thật và hành động theo điều bạn vừa thấu hiểu.',
    'bối rối|hiểu lầm|lời lẽ gay gắt|phán đoán mờ mịt',
    'Suy nghĩ rối bời, hoặc lời nói đang được vung ra thiếu cẩn trọng. Hãy đợi đầu óc sáng suốt rồi hẵng quyết định hay lên tiếng.',
  ],
  // 51 Hai Kiếm
  [
    'bế tắc|lựa chọn khó khăn|né tránh|đình chiến',
    'Bịt mắt đứng giữa hai lựa chọn, giữ cả hai ở xa tầm tay. Cần phải quyết định, và có thêm thông tin có thể giúp bạn quyết được.',
    'thiếu quyết đoán|quá tải thông tin|chọn cái ít tệ hơn|buông xuống',
    'Thế bế tắc đang vỡ ra, hoặc quá nhiều thông tin khiến bạn đứng sững. Hãy chọn con đường mình có thể chấp nhận và bước đi.',
  ],
  // 52 Ba Kiếm
  [
    'tan vỡ|sầu muộn|sự thật đau lòng|đau buồn',
    'Một sự thật đau lòng xuyên qua trái tim. Thành thật thừa nhận nỗi đau là bước đầu tiên để chữa lành.',
    'hồi phục|tha thứ|buông nỗi đau|vết thương còn vương',
    'Vết thương đang dần khép miệng, dù ký ức vẫn còn nhói. Hãy để mình lành lại thay vì khơi nó ra lần nữa.',
  ],
  // 53 Bốn Kiếm
  [
    'nghỉ ngơi|hồi sức|chiêm nghiệm|lui về',
    'Một hiệp sĩ nằm nghỉ trong nhà nguyện yên tĩnh. Tạm dừng để hồi sức không phải là lười biếng; nó chuẩn bị cho bạn những gì sắp đến.',
    'bứt rứt|kiệt sức|trì trệ|tỉnh dậy',
    'Hoặc đã đến lúc nghỉ từ lâu và sự mệt mỏi đang ập đến, hoặc một giai đoạn lui về dài đang kết thúc. Hãy lắng nghe điều cơ thể và tâm trí đang cần.',
  ],
  // 54 Năm Kiếm
  [
    'chiến thắng rỗng|xung đột|thắng bằng mọi giá|căng thẳng',
    'Một chiến thắng khiến người khác thua cuộc và bầu không khí nặng nề. Hãy cân nhắc xem thắng cuộc tranh cãi này có đáng với cái giá phải trả.',
    'làm hòa|chuộc lỗi|oán giận còn vương|vượt qua xung đột',
    'Cuộc chiến đã qua và cơ hội làm hòa xuất hiện. Chủ động xin lỗi hay nhận lời xin lỗi đều giải thoát cho cả hai phía.',
  ],
  // 55 Sáu Kiếm
  [
    'chuyển tiếp|bước tiếp|vùng nước êm|bỏ lại phía sau',
    'Một chuyến đò lặng lẽ rời vùng nước dữ về nơi êm ả hơn. Hành trình có phần trầm lặng nhưng đang đưa bạn tới nơi tốt đẹp hơn.',
    'việc còn dang dở|cưỡng lại thay đổi|hành trang cảm xúc|mắc kẹt',
    'Bạn muốn bước tiếp nhưng vẫn mang theo gánh cũ. Hãy quyết định điều gì phải đi cùng mình và điều gì có thể để lại trên bờ.',
  ],
  // 56 Bảy Kiếm
  [
    'chiến lược|lén lút|lừa dối|hành động một mình',
    'Lặng lẽ rời đi với những gì mang theo được, bằng mưu mẹo thay vì đối đầu. Có chiến lược là tốt, nhưng hãy tự hỏi liệu có ai đó, có khi chính bạn, đang chưa thật sự trung thực.',
    'thú nhận|lương tâm|kế hoạch bại lộ|tự lừa dối',
    'Bí mật lộ ra hoặc lương tâm lên tiếng. Thành thật lúc này tốn ít hơn là bị phát hiện về sau.',
  ],
  // 57 Tám Kiếm
  [
    'giới hạn|cảm giác bị vây hãm|niềm tin tự giới hạn|bất lực',
    'Bị trói và bịt mắt, nhưng những thanh kiếm xung quanh vẫn chừa lối ra. Phần lớn cái bẫy được làm từ nỗi sợ và những giả định.',
    'giải thoát|góc nhìn mới|tự do|chấp nhận bản thân',
    'Dải băng bịt mắt lỏng ra và các lựa chọn hiện ra. Hãy bước ra ngoài: sự trói buộc chưa bao giờ chặt như cảm giác của bạn.',
  ],
  // 58 Chín Kiếm
  [
    'lo âu|muộn phiền|mất ngủ|sợ hãi',
    'Những nỗi lo trở nên lớn nhất vào lúc nửa đêm. Hãy chia sẻ với người bạn tin cậy; nói thành lời, chúng thường nhỏ lại.',
    'nỗi sợ vơi đi|hy vọng|tìm sự giúp đỡ|nỗi lo ăn sâu',
    'Giai đoạn lo âu nặng nề nhất đang qua, hoặc nó cần nhiều nâng đỡ hơn bạn đã dành cho nó. Đừng gánh nó một mình.',
  ],
  // 59 Mười Kiếm
  [
    'kết thúc đau đớn|chạm đáy|thất bại|giải thoát',
    'Một kết thúc đầy kịch tính, nhưng bầu trời phía sau đã bắt đầu hửng sáng. Mọi chuyện không thể tệ hơn được nữa, nên từ đây chỉ có thể tốt lên.',
    'hồi phục|sống sót|cưỡng lại kết thúc|lành lại chậm rãi',
    'Bạn đã qua được lúc tồi tệ nhất và đang từ từ đứng dậy. Hãy chấp nhận rằng mọi thứ đã kết thúc để sự hồi phục được tiếp diễn.',
  ],
  // 60 Tiểu Đồng Kiếm
  [
    'tò mò|cảnh giác|ý tưởng mới|ham học hỏi',
    'Một trí óc nhanh nhạy, ham tìm hiểu, háo hức học hỏi và tranh luận. Hãy đặt câu hỏi, thu thập sự kiện và luôn tỉnh táo.',
    'đồn đại|chỉ giỏi nói|phòng thủ|lời nói vội vàng',
    'Lời lẽ sắc bén mà thiếu thực chất, hoặc sự tò mò trượt sang tọc mạch. Hãy nghĩ trước khi nói.',
  ],
  // 61 Hiệp Sĩ Kiếm
  [
    'tham vọng|hành động nhanh|động lực|thẳng thắn',
    'Lao lên hết tốc lực, kiếm giơ cao. Hành động quyết đoán sẽ giành phần thắng khi mục đích là chính đáng.',
    'liều lĩnh|nóng vội|hung hăng|thiếu tập trung',
    'Tốc độ không có phương hướng, hoặc sự thẳng thắn gây tổn thương. Hãy dừng lại đủ lâu để xem mình đang lao về đâu và ai đang đứng chắn đường.',
  ],
  // 62 Hoàng Hậu Kiếm
  [
    'tư duy sáng suốt|trung thực|độc lập|phán xét công minh',
    'Sâu sắc và thẳng thắn, với sự khôn ngoan có được từ trải nghiệm. Hãy gạt bỏ sự giả tạo một cách nhẹ nhàng mà kiên quyết.',
    'lạnh lùng|cay đắng|chỉ trích gay gắt|khép lòng',
    'Sự sáng suốt đã đông cứng thành lạnh lùng, thường là sau những tổn thương cũ. Hãy để chút ấm áp trở lại trong những nhận định của bạn.',
  ],
  // 63 Vua Kiếm
  [
    'trí tuệ|uy quyền|sự thật|quyết định có nguyên tắc',
    'Lý trí sáng suốt và đạo đức vững vàng ở vị trí có quyền lực. Hãy quyết định theo nguyên tắc và bằng chứng, không theo tâm trạng.',
    'thao túng|tàn nhẫn|lạm quyền|tư duy cứng nhắc',
    'Trí tuệ được dùng để thống trị thay vì phục vụ. Hãy cảnh giác với thứ lý lẽ lạnh lùng phớt lờ những người chịu ảnh hưởng.',
  ],
  // 64 Át Tiền
  [
    'cơ hội|thịnh vượng|nguồn lực mới|khởi đầu vững chắc',
    'Một cơ hội hữu hình được đặt vào tay bạn: một công việc, một kỹ năng, một nguồn lực. Gieo trồng cẩn thận, nó có thể lớn thành điều bền lâu.',
    'lỡ cơ hội|kế hoạch kém|bấp bênh|phần thưởng đến muộn',
    'Cơ hội vuột mất, hoặc nền móng chưa sẵn sàng. Hãy chuẩn bị đất trước khi gieo hạt.',
  ],
  // 65 Hai Tiền
  [
    'xoay xở|thích nghi|cân bằng|thứ tự ưu tiên',
    'Giữ hai thứ cùng chuyển động trên không với bước chân nhẹ nhàng. Sự linh hoạt giúp bạn tạm thời cân được những đòi hỏi giành giật nhau.',
    'ôm quá nhiều việc|lộn xộn|sót việc|áp lực',
    'Quá nhiều thứ đang tung trên không và vài thứ bắt đầu rơi. Hãy chủ động đặt bớt xuống trước khi chúng tự rơi.',
  ],
  // 66 Ba Tiền
  [
    'làm việc nhóm|tay nghề|hợp tác|học hỏi',
    'Những người lành nghề góp tài năng vào một công trình chung. Đóng góp của bạn được ghi nhận; sự phối hợp tốt nâng cả tập thể lên.',
    'phối hợp kém|lệch mục tiêu|tầm thường|công sức không được ghi nhận',
    'Cả nhóm mỗi người một hướng, hoặc chất lượng đang đi xuống. Hãy cùng nhau làm rõ vai trò và tiêu chuẩn.',
  ],
  // 67 Bốn Tiền
  [
    'vững vàng|tiết kiệm|kiểm soát|giữ chặt',
    'Giữ chặt những gì bạn đã gây dựng. Sự vững vàng là quan trọng, nhưng hãy nắm sao cho vẫn còn chỗ để đón nhận.',
    'chiếm hữu|buông tay|tiêu xài quá tay|rộng rãi',
    'Bàn tay hoặc nắm quá chặt, hoặc đã buông quá lỏng. Hãy tìm điểm giữa giữa tích trữ và vung vãi.',
  ],
  // 68 Năm Tiền
  [
    'khó khăn|thấp thỏm|bị gạt ra ngoài|lo chuyện cơm áo',
    'Đi qua giá lạnh bên một ô cửa sổ sáng đèn. Sự giúp đỡ có thể gần hơn bạn nghĩ, nếu bạn sẵn lòng lên tiếng nhờ.',
    'hồi phục|tìm được chỗ dựa|cải thiện|hồi sinh tinh thần',
    'Quãng khó khăn đang dịu đi và sự nâng đỡ đã đến. Hãy đón nhận mà không xấu hổ.',
  ],
  // 69 Sáu Tiền
  [
    'hào phóng|cho và nhận|sẻ chia|công bằng',
    'Của cải lưu chuyển công bằng giữa người có dư và người đang cần. Hãy cho đi những gì bạn có thể, hoặc nhận sự giúp đỡ một cách nhã nhặn.',
    'kèm điều kiện|nợ nần|cho đi một chiều|mất cân bằng quyền lực',
    'Sự giúp đỡ đi kèm điều kiện, hoặc việc cho đi đã thành một chiều. Hãy xem cuộc trao đổi này thực sự khiến mỗi bên phải trả giá thế nào.',
  ],
  // 70 Bảy Tiền
  [
    'kiên nhẫn|tầm nhìn dài hạn|đầu tư công sức|đánh giá',
    'Dừng lại ngắm vụ mùa mình đã chăm bón. Sự phát triển cần thời gian; hãy thành thật đánh giá nên tiếp tục hay đổi cách làm.',
    'nóng vội|công sức uổng phí|thu hoạch ít ỏi|bực bội',
    'Công sức dường như không đơm hoa kết trái, hoặc bạn nóng lòng muốn thấy kết quả. Hãy quyết định chờ thêm hay chuyển năng lượng sang hướng khác.',
  ],
  // 71 Tám Tiền
  [
    'cần mẫn|rèn luyện kỹ năng|thành thạo|tỉ mỉ',
    'Làm việc đều đặn, cẩn thận bên bàn thợ, hết món này đến món khác. Luyện tập và sự chú tâm vào chi tiết tạo nên tay nghề thực thụ.',
    'chủ nghĩa hoàn hảo|chán nản|làm ẩu|thiếu tập trung',
    'Hoặc công việc đã thành cực nhọc đơn điệu, hoặc tiêu chuẩn đang tuột dốc. Hãy nhớ lại vì sao nghề này quan trọng với bạn.',
  ],
  // 72 Chín Tiền
  [
    'tự chủ|tao nhã|phần thưởng|độc lập',
    'Thảnh thơi trong khu vườn do chính tay bạn vun trồng. Sự độc lập và niềm thư thái lặng lẽ là phần thưởng của kỷ luật.',
    'làm việc quá sức|hời hợt|lệ thuộc|xa hoa trống rỗng',
    'Sự thoải mái dựa trên nền móng lung lay, hoặc thành công khiến bạn chẳng còn thời gian tận hưởng. Hãy ngẫm xem độc lập thật sự có nghĩa gì với bạn.',
  ],
  // 73 Mười Tiền
  [
    'di sản|gia đình|bảo đảm lâu dài|truyền thống',
    'Của cải theo nghĩa rộng nhất: gia đình, di sản và những gì bền vững qua nhiều thế hệ. Hãy xây dựng với tầm nhìn dài lâu.',
    'tranh chấp gia đình|chuyện thừa kế|suy nghĩ ngắn hạn|bấp bênh',
    'Căng thẳng quanh những gì được chia sẻ hay truyền lại, hoặc một món lợi trước mắt đe dọa sự vững bền lâu dài. Hãy giữ gìn điều đã mất nhiều năm mới gây dựng được.',
  ],
  // 74 Tiểu Đồng Tiền
  [
    'học tập|chí hướng|kế hoạch thực tế|kỹ năng mới',
    'Một người học chăm chỉ, nâng trong tay lời hứa hẹn của thành công mai sau. Hãy học đều đặn và lập kế hoạch thực tế cho mục tiêu của mình.',
    'trì hoãn|giậm chân tại chỗ|mục tiêu viển vông|xao nhãng',
    'Kế hoạch vẫn nằm trên giấy, hoặc sự chú ý cứ trôi đi nơi khác. Hãy chọn một bước khiêm tốn và thực hiện nó ngay hôm nay.',
  ],
  // 75 Hiệp Sĩ Tiền
  [
    'đáng tin cậy|nề nếp|kiên nhẫn|chăm chỉ',
    'Chậm rãi, vững vàng và đáng tin, cày xong thửa ruộng từng luống một. Sự bền bỉ sẽ đưa bạn đến đích.',
    'trì trệ|chán nản|lười biếng|thận trọng quá mức',
    'Nề nếp đã thành lối mòn, hoặc sự thận trọng chặn mọi bước đi. Hãy thêm một thay đổi nhỏ để bắt đầu chuyển động lại.',
  ],
  // 76 Hoàng Hậu Tiền
  [
    'chăm sóc|thực tế|thoải mái|khéo vun vén',
    'Sự chăm sóc ấm áp và thực tế giúp một mái nhà, một cuộc sống vận hành trơn tru. Hãy lo cho cơ thể và những điều cơ bản, người quanh bạn cũng sẽ khỏe mạnh theo.',
    'bỏ bê bản thân|lệch giữa việc và nhà|lo lắng quá mức|âu lo',
    'Chăm lo cho tất cả mọi người trừ chính mình, hoặc canh cánh chuyện vật chất. Hãy lấy lại thăng bằng giữa chăm sóc người khác và chăm sóc bản thân.',
  ],
  // 77 Vua Tiền
  [
    'sung túc|ổn định|đầu óc kinh doanh|vững chãi',
    'Thành công được xây bằng sự kiên nhẫn và khéo quản lý. Hãy tận hưởng sự ổn định ấy, và dùng nó một cách rộng rãi, khôn ngoan.',
    'thực dụng|cố chấp|tham lam|phán đoán sai',
    'Địa vị và của cải lấn át những giá trị khác, hoặc sự cố chấp che mờ lẽ phải. Hãy đo thành công bằng nhiều thứ hơn những gì bạn sở hữu.',
  ],
])
