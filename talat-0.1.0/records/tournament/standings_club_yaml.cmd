talat standings --format yaml standings/club.tgn
