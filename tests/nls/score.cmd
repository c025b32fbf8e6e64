talat score game.tgn
