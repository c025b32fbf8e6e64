talat check dir
