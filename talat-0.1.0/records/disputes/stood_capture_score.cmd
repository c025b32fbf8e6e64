talat score stood_capture.tgn
