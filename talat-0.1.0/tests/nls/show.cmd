talat show --ply 100 game.tgn
