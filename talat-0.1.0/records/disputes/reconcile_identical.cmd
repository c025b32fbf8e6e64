talat reconcile ../valid/three_player_1.tgn reformatted.tgn
