talat check stood_missing_ply.tgn
