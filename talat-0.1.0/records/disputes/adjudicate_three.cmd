talat adjudicate adjourned_three.tgn
