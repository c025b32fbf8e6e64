talat check stood_malformed.tgn
