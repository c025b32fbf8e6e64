talat standings --format csv standings/tie.tgn
