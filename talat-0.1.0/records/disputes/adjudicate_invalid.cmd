talat adjudicate ../invalid/invalid_freeze.tgn
