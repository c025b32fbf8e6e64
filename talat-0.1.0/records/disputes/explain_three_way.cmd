talat score --explain explain_three_way.tgn
