talat diff deleted.tgn ../valid/three_player_1.tgn
