talat standings --format yaml standings/claims.tgn
