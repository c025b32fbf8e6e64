talat diff game.tgn club.tgn
