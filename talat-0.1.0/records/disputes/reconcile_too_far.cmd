talat reconcile ../valid/three_player_1.tgn ../valid/three_player_2.tgn
