talat check match/colours.tgn
