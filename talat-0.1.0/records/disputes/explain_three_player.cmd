talat score --explain ../valid/three_player_1.tgn
