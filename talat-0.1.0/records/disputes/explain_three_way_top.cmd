talat score --explain --tiebreak top explain_three_way.tgn
