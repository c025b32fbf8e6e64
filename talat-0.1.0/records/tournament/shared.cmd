talat check match/shared.tgn
