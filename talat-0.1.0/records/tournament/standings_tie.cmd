talat standings standings/tie.tgn
