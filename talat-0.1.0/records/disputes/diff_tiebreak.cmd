talat diff --tiebreak top tie_editions.tgn tie_editions.tgn
