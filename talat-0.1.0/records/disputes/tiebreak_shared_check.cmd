talat check --tiebreak shared tie_editions.tgn tie_three_way.tgn
