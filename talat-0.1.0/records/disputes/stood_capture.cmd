talat check stood_capture.tgn
