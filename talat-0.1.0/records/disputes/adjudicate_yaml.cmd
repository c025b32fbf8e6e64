talat adjudicate --format yaml --tiebreak top adjourned_three.tgn
