talat reconcile --game 2 ../valid/three_player_1.tgn ../reconcile/slip.tgn
