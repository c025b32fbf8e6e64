talat standings standings/claims.tgn
