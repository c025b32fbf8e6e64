talat score --tiebreak=best game.tgn
