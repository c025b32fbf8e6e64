talat adjudicate adjourned_two.tgn
