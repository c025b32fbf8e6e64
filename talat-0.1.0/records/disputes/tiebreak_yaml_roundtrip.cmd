talat yaml --tiebreak top tie_three_way.tgn | talat from-yaml
