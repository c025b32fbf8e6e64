talat check invalid.tgn
