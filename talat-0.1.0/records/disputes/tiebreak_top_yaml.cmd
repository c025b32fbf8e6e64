talat yaml --tiebreak top tie_three_way.tgn | grep -A4 "^winners:"
