talat standings --format csv standings/club.tgn
