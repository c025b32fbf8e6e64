talat adjudicate --limit 100 adjourned_three.tgn
