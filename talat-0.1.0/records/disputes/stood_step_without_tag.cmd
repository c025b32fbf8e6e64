sed /Stood/d stood_step.tgn | talat check
