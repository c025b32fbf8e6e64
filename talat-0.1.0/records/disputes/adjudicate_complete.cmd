talat adjudicate ../valid/three_player_1.tgn
