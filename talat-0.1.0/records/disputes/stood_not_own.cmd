talat check stood_not_own.tgn
