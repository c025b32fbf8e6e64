talat adjudicate --game 2 adjourned_two.tgn
