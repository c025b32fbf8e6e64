talat score --explain ../valid/two_player_1.tgn
