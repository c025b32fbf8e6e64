talat score --explain --tiebreak shared tie_editions.tgn
