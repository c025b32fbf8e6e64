talat score --tiebreak top tie_editions.tgn tie_three_way.tgn
