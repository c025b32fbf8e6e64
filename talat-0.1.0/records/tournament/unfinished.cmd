talat check match/unfinished.tgn
