talat diff ../valid/three_player_1.tgn exchanged.tgn
