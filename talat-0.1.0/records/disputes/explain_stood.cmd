talat score --explain stood_capture.tgn
