talat standings --format yaml standings/tie.tgn
