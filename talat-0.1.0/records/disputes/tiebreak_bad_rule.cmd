talat check --tiebreak German tie_editions.tgn
