talat check spoof/invisible_name.tgn && talat standings spoof/invisible_name.tgn
