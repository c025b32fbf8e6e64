talat standings standings/tie.tgn standings/club.tgn
