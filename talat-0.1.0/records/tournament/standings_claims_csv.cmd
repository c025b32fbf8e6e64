talat standings --format csv standings/claims.tgn
