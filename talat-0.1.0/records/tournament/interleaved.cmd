talat check match/interleaved.tgn
